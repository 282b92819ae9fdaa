import {
  controlClass,
  FieldFrame,
  FormShell,
  PrivacyText,
  SubmitButton,
  TextAreaField,
  TextField,
  useFieldIds,
  type FieldProps,
} from "#app/components/forms/form-parts";
import { leadServices } from "#app/content/forms/lead-services";
import type { LeadFormText } from "#app/content/pages/leads/types";
import { cn } from "#app/lib/cn";
import { useUi } from "#app/lib/ui";
import { useForm } from "./use-form";

/** A select with an empty first option (here: the service; only the lead form has one). */
function SelectField({
  form,
  name,
  label,
  required,
  markRequired = true,
  hint,
  className,
  placeholder,
  options,
}: FieldProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const { id, error, controlProps } = useFieldIds(form, name, hint);
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required && markRequired}
      hint={hint}
      error={error}
      className={className}
    >
      <select
        {...controlProps}
        required={required}
        defaultValue={form.defaults[name] ?? ""}
        className={cn(controlClass, "mt-1.5 min-h-12")}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * Free-offer lead form of /leads (spec 2, 3, 5): name, e-mail and phone required;
 * company, area (10 to 10'000 m²), service and message optional. Posts to /api/leads.
 */
export function LeadForm({
  text,
  labelledBy,
  id = "angebotsformular",
}: {
  text: LeadFormText;
  labelledBy: string;
  id?: string;
}) {
  const ui = useUi();
  const form = useForm("lead", id);
  return (
    <FormShell form={form} labelledBy={labelledBy} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label={ui.forms.name} required autoComplete="name" />
        <TextField form={form} name="company" label={ui.forms.company} autoComplete="organization" />
        <TextField form={form} name="email" label={ui.forms.email} type="email" required autoComplete="email" />
        <TextField form={form} name="phone" label={ui.forms.phone} type="tel" required autoComplete="tel" />
        <TextField
          form={form}
          name="area"
          label={text.areaLabel}
          hint={text.areaHint}
          type="number"
          inputMode="numeric"
          min={10}
          max={10000}
          step={1}
        />
        <SelectField
          form={form}
          name="service"
          label={text.serviceLabel}
          placeholder={text.servicePlaceholder}
          options={leadServices.map((value) => ({ value, label: text.serviceLabels[value] }))}
        />
      </div>
      <TextAreaField form={form} name="message" label={text.messageLabel} hint={text.messageHint} rows={5} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton form={form} label={text.submit} />
        <PrivacyText template={ui.forms.privacyNote} className="sm:max-w-xs" />
      </div>
    </FormShell>
  );
}
