// spec 001 §3.5 Address (27): address1, address2, city, state, zip.
import { TextField } from '../../../components/form-fields';

export function AddressFields() {
  return (
    <div className="manage-grid">
      <TextField name="address1" label="Address" maxLength={200} className="manage-wide" />
      <TextField name="address2" label="Address Line 2" maxLength={200} className="manage-wide" />
      <TextField name="city" label="City" maxLength={100} />
      <TextField name="state" label="State" maxLength={50} />
      <TextField name="zip" label="Zip" maxLength={20} />
    </div>
  );
}
