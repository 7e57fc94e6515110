import { describe, expect, it } from 'vitest';
import { buildAutoStartLink, isMobileDevice, toWebSocketUrl } from './autostart-link.ts';

const token = '46fb2d1c-7f27-4f6d-bd3b-3c4a1d3bd0f1';
const page = 'https://app.lonsam.se/login/bankid';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const iphoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36';
const ipadOs =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('buildAutoStartLink', () => {
  it('sends Safari on iOS back to the page', () => {
    expect(buildAutoStartLink(token, iphoneSafari, page)).toBe(
      `bankid:///?autostarttoken=${token}&redirect=${encodeURIComponent(page)}`,
    );
  });

  it('sends other iOS browsers back by their own scheme', () => {
    expect(buildAutoStartLink(token, iphoneChrome, page)).toBe(
      `bankid:///?autostarttoken=${token}&redirect=${encodeURIComponent('googlechrome://')}`,
    );
  });

  it('lets the app return by itself elsewhere', () => {
    expect(buildAutoStartLink(token, android, page)).toBe(`bankid:///?autostarttoken=${token}&redirect=null`);
    expect(buildAutoStartLink(token, desktop, page)).toBe(`bankid:///?autostarttoken=${token}&redirect=null`);
  });
});

describe('isMobileDevice', () => {
  it('tells phones and tablets from computers', () => {
    expect(isMobileDevice(iphoneSafari, 5)).toBe(true);
    expect(isMobileDevice(android, 5)).toBe(true);
    expect(isMobileDevice(ipadOs, 5)).toBe(true);
    expect(isMobileDevice(ipadOs, 0)).toBe(false);
    expect(isMobileDevice(desktop, 0)).toBe(false);
  });
});

describe('toWebSocketUrl', () => {
  it('keeps the host and swaps the scheme', () => {
    expect(toWebSocketUrl('/api', '/bankid/qr?brand=lonsam', 'https://app.lonsam.se')).toBe(
      'wss://app.lonsam.se/api/bankid/qr?brand=lonsam',
    );
    expect(toWebSocketUrl('/api/', '/bankid/qr', 'http://localhost:3000')).toBe(
      'ws://localhost:3000/api/bankid/qr',
    );
  });
});
