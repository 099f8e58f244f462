import type { UseFormRegisterReturn } from 'react-hook-form';
import { userTypeSchema } from '@common/api/accounts.ts';

/** Student / Mentor radio pills; each radio is labelled by its type name alone. */
export function UserTypeField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset className="form-field choice-group" aria-describedby="register-usertype-hint">
      <legend>I am joining as</legend>
      <div className="choice-group__options">
        {userTypeSchema.options.map((type) => (
          <div className="choice" key={type}>
            <input type="radio" id={`register-usertype-${type.toLowerCase()}`} value={type} {...registration} />
            <label htmlFor={`register-usertype-${type.toLowerCase()}`}>{type}</label>
          </div>
        ))}
      </div>
      <p id="register-usertype-hint" className="form-hint">
        Mentor accounts are reviewed by an admin before mentor features unlock.
      </p>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
