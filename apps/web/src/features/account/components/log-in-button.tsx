import { systemStore } from '../../../lib/system-store.ts';

/** "Log in" as a text button in a sentence ("Already have one? Log in"): opens the login modal. */
export function LogInButton({ className }: { className: string | undefined }) {
  return (
    <button type="button" className={className} onClick={() => systemStore.openLoginModal('login')}>
      Log in
    </button>
  );
}
