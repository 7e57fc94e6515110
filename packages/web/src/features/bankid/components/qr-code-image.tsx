import { Box, Loader } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 220;

/** The animated BankID QR code; its data also sits in `data-qr-code-data` for tests and the simulator. */
export function QrCodeImage({ data, label }: { data: string | undefined; label: string }) {
  const [svg, setSvg] = useState<string | undefined>();
  useEffect(() => {
    if (!data) {
      setSvg(undefined);
      return;
    }
    let isCurrent = true;
    QRCode.toString(data, { type: 'svg', margin: 1, errorCorrectionLevel: 'L' }).then((markup) => {
      if (isCurrent) setSvg(markup);
    });
    return () => {
      isCurrent = false;
    };
  }, [data]);
  return (
    <Box w={SIZE} h={SIZE} mx="auto" style={{ display: 'grid', placeItems: 'center' }}>
      {svg && data ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          width={SIZE}
          height={SIZE}
          alt={label}
          data-qr-code-data={data}
        />
      ) : (
        <Loader aria-label={label} />
      )}
    </Box>
  );
}
