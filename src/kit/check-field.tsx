import { Checkbox } from "../ui/checkbox";
import { Label } from "../ui/label";

type Props = {
  id: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
};

export function CheckField({ id, label, checked, onChange, disabled }: Props) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
