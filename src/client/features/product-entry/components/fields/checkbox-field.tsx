import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label } from '#client/components/ui/label';

interface CheckboxFieldProps {
  id: string;
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it; the whole row is the click target. */
export function CheckboxField({ id, label, description, checked, onCheckedChange }: CheckboxFieldProps) {
  return (
    <div className="flex min-w-0 items-start gap-3 rounded-md border bg-card p-3">
      <CheckboxPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={description ? `${id}-hint` : undefined}
        className="peer mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-sm border border-input bg-card shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
      >
        <CheckboxPrimitive.Indicator>
          <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        {description ? (
          <p id={`${id}-hint`} className="text-xs wrap-anywhere text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
