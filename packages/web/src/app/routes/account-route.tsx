import { ApiTokensSection } from '../../features/api-tokens/components/api-tokens-section.tsx';
import { AccountPage } from '../../features/auth/routes/account.tsx';
import { BankIdDialog } from '../../features/bankid/components/bankid-dialog.tsx';

/** `/account`, wired here because the account page (auth) runs the BankID dialog (bankid) and shows the API keys (api-tokens). */
export function AccountRoute() {
  return (
    <AccountPage
      bankIdDialog={({ opened, onClose, onComplete }) => (
        <BankIdDialog intent="login" opened={opened} onClose={onClose} onComplete={onComplete} />
      )}
      sections={<ApiTokensSection />}
    />
  );
}
