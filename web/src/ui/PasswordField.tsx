import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** A password input with a Show / Hide button, handy when typing on a phone. */
export function PasswordField({ id, ...props }: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="input-box__toggle"
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
