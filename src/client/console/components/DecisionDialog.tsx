import { Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { texts } from '../../../shared/texts';
import { ConfirmDialog } from '../../components/ConfirmDialog';

export interface DecisionDialogProps {
  readonly title: string;
  readonly confirmLabel: string;
  readonly approve: boolean;
  readonly placeholder: string;
  /** Shown when rejecting without a reason: the player is told why. */
  readonly requiredMessage: string;
  readonly sending: boolean;
  readonly summary: React.ReactNode;
  readonly onConfirm: (note: string) => void;
  readonly onClose: () => void;
}

/** Approve (optional note) or reject (a reason the player reads) one request. Mounted only while open. */
export function DecisionDialog({ title, confirmLabel, approve, placeholder, requiredMessage, sending, summary, onConfirm, onClose }: DecisionDialogProps) {
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !approve && note.trim() === '';
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={texts.console.cancel}
      sending={sending}
      tone={approve ? 'brand' : 'red'}
      onConfirm={() => (missing ? setTouched(true) : onConfirm(note.trim()))}
      onClose={onClose}
    >
      {summary}
      <Textarea mt="3" aria-label={placeholder} placeholder={placeholder} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      {touched && missing && (
        <Text color="red.600" fontSize="sm" mt="1" role="alert">
          {requiredMessage}
        </Text>
      )}
    </ConfirmDialog>
  );
}
