import type { PlayerUpdateBody } from '../../../../shared/api/players';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { paths } from '../../../config/paths';
import { useGoBack } from '../../../hooks/use-go-back';
import { selectProfile } from '../../../stores/auth-slice';
import { toastShown } from '../../../stores/toasts-slice';
import { useUpdatePlayerMutation } from '../api/profile-api';

/**
 * Saves the signed-in player's own fields (PATCH /v1/players/{id}); on success shows `savedMessage`
 * and goes back (to the account when there is no history). A refusal is toasted by the api.
 */
export function useSavePlayer(savedMessage: string) {
  const profile = useAppSelector(selectProfile);
  const [updatePlayer, { isLoading }] = useUpdatePlayerMutation();
  const dispatch = useAppDispatch();
  const goBack = useGoBack(paths.account);
  const save = async (body: PlayerUpdateBody) => {
    if (!profile) return;
    const result = await updatePlayer({ id: profile.id, body });
    if (!result.data) return;
    dispatch(toastShown(savedMessage));
    goBack();
  };
  return { save, saving: isLoading };
}
