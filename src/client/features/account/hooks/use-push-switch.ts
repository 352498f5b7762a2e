import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { texts } from '../../../../shared/texts';
import { useAppDispatch } from '../../../stores/hooks';
import { deviceSubscription, pushSupported, subscribeDevice } from '../../../lib/push-device';
import { toastShown } from '../../../stores/toasts-slice';
import type { PushSubscriptionBody } from '../../../../shared/api/push';
import { useDeletePushSubscriptionMutation, useLazyGetPushKeyQuery, useSavePushSubscriptionMutation } from '../api/push-api';

const t = texts.accountArea.push;

/** Why push is not on, in words the player can act on. */
export type PushProblem = 'unsupported' | 'denied' | 'dismissed' | 'offline' | 'failed' | 'offFailed';

export interface PushSwitch {
  /** Whether this device holds a subscription; undefined while the browser is asked. */
  readonly on: boolean | undefined;
  /** Turning on or off: the switch shows where it is going until the browser and the server answer. */
  readonly busy: boolean;
  /** What the switch shows: where it is going while busy, else `on`. */
  readonly checked: boolean;
  readonly problem: PushProblem | null;
  readonly turnOn: () => Promise<void>;
  readonly turnOff: () => Promise<void>;
}

function permissionNow(): NotificationPermission | undefined {
  return pushSupported() ? Notification.permission : undefined;
}

/**
 * Web Push on this device (issue 32). The switch shows what the browser holds
 * (`pushManager.getSubscription()`); the browser's permission is asked only when the player turns
 * it on. On: permission, the server's key, the browser's subscription, then POST it to the server
 * (a refused POST drops the subscription again, so switch and server agree). Off: the browser's
 * subscription goes, then DELETE. Refused calls toast the server's message (api/base); what the
 * browser refuses is said beside the switch.
 */
export function usePushSwitch(): PushSwitch {
  const dispatch = useAppDispatch();
  const [getKey] = useLazyGetPushKeyQuery();
  const [save] = useSavePushSubscriptionMutation();
  const [remove] = useDeletePushSubscriptionMutation();
  const [on, setOn] = useState<boolean | undefined>(pushSupported() ? undefined : false);
  /** While turning on or off: which. */
  const [going, setGoing] = useState<boolean | null>(null);
  /**
   * Drawn at once, before the browser answers: the switch (zag) follows its `checked` only when it
   * changes, so a refusal that came back within the same render (a permission blocked earlier)
   * would leave its input as the tap left it.
   */
  const showGoing = useCallback((to: boolean) => flushSync(() => setGoing(to)), []);
  const [problem, setProblem] = useState<PushProblem | null>(() => (!pushSupported() ? 'unsupported' : permissionNow() === 'denied' ? 'denied' : null));

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void deviceSubscription().then((subscription) => {
      if (live) setOn(subscription !== null);
    });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    if (!pushSupported()) return setProblem('unsupported');
    showGoing(true);
    setProblem(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setProblem(permission === 'denied' ? 'denied' : 'dismissed');
      const key = await getKey(undefined, true);
      if (!key.data) {
        // A read that failed for lack of network does not toast (api/base): say it here.
        const status = key.error && 'status' in key.error ? key.error.status : undefined;
        if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') setProblem('offline');
        return;
      }
      const subscription = await subscribeDevice(key.data.publicKey);
      const saved = await save(subscription.toJSON() as PushSubscriptionBody);
      if ('error' in saved) {
        await subscription.unsubscribe().catch(() => false);
        return setOn(false);
      }
      setOn(true);
      dispatch(toastShown(t.turnedOn, 'success'));
    } catch {
      // The browser's side: no service worker, the push service unreachable, a permission API of old.
      setProblem('failed');
    } finally {
      setGoing(null);
    }
  }, [dispatch, getKey, save, showGoing]);

  const turnOff = useCallback(async () => {
    showGoing(false);
    setProblem(null);
    try {
      const subscription = await deviceSubscription();
      if (subscription) {
        const { endpoint } = subscription;
        await subscription.unsubscribe().catch(() => false);
        await remove({ endpoint });
      }
      const left = await deviceSubscription();
      setOn(left !== null);
      if (!left) dispatch(toastShown(t.turnedOff, 'success'));
      else setProblem('offFailed');
    } catch {
      setProblem('offFailed');
    } finally {
      setGoing(null);
    }
  }, [dispatch, remove, showGoing]);

  return { on, busy: going !== null, checked: going ?? on === true, problem, turnOn, turnOff };
}
