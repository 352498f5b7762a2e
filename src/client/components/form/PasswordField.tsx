import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { texts } from '../../../shared/texts';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField, type TextFieldProps } from './TextField';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'endElement'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endElement={
        <IconButton
          aria-label={visible ? texts.auth.hidePassword : texts.auth.showPassword}
          aria-pressed={visible}
          variant="ghost"
          size="md"
          me="-2"
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon boxSize="5" /> : <EyeIcon boxSize="5" />}
        </IconButton>
      }
    />
  );
}
