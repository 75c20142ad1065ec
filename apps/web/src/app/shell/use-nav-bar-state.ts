import { SESSION_ENDPOINTS } from '@cairn/domain/account/session.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../lib/call.ts';
import { sessionQueryKey, type TSession } from '../../lib/session/session-query.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Mobi|webOS|BlackBerry|IEMobile|Opera Mini/i;

/** True on phones and tablets by user agent (the menu starts closed there). */
function isMobileAgent(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/** Saves the menu state for the user: `PUT session/user/navBarPreference?open=` (000 §7). */
function saveNavBarPreference(isOpen: boolean) {
  return call(SESSION_ENDPOINTS.navBarPreference, { query: { open: isOpen ? 'true' : 'false' } });
}

/**
 * The left menu's open state: the user's saved choice (open when never chosen), but closed at
 * first on phones and mobile agents. Toggling on a larger screen saves the choice; on a phone the
 * menu is a temporary overlay, so its state is not saved there.
 */
export function useNavBarState(session: TSession | undefined) {
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const isMobile = isPhone || isMobileAgent();
  const [isOpen, setOpen] = useState(() => (isMobile ? false : (session?.user.navBarOpen ?? true)));

  const savedOpen = session?.user.navBarOpen ?? true;
  const savedOpenRef = useRef(savedOpen);
  savedOpenRef.current = savedOpen;
  // Narrowed to a phone the menu closes; widened back, it returns to the saved choice.
  useEffect(() => {
    if (isPhone) setOpen(false);
    else if (!isMobileAgent()) setOpen(savedOpenRef.current);
  }, [isPhone]);

  const save = useMutation({
    mutationFn: saveNavBarPreference,
    onSuccess: (_answer, open) => {
      queryClient.setQueryData<TSession>(sessionQueryKey, (current) =>
        current ? { ...current, user: { ...current.user, navBarOpen: open } } : current,
      );
    },
  });

  const toggle = () => {
    const next = !isOpen;
    setOpen(next);
    if (!isMobile) save.mutate(next);
  };

  /** Closes the overlay menu after a choice on a phone; the saved preference is not touched. */
  const closeOnPhone = () => {
    if (isPhone) setOpen(false);
  };

  return { isOpen, isPhone, toggle, closeOnPhone };
}
