// Whether the reset link a page was opened with can still be used, asked as the page opens: a used
// or expired link says so before anyone types a new password. A link without its
// token cannot work and is not asked about; when the server cannot answer (offline), the form shows
// and its own answer decides.
import { useEffect, useState } from 'react';
import { checkResetLink } from '../../api/account-api.ts';

type ResetLinkState = 'checking' | 'usable' | 'unusable' | 'unknown';

export function useResetLink(email: string, token: string): [ResetLinkState, (state: ResetLinkState) => void] {
  const complete = email !== '' && token !== '';
  const [state, setState] = useState<ResetLinkState>(email === '' ? 'unknown' : complete ? 'checking' : 'unusable');
  useEffect(() => {
    if (!complete) return;
    let current = true;
    void checkResetLink({ email, token }).then((result) => {
      if (!current) return;
      setState(result.ok ? (result.data.usable ? 'usable' : 'unusable') : 'unknown');
    });
    return () => {
      current = false;
    };
  }, [complete, email, token]);
  return [state, setState];
}
