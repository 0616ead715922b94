// Program settings: four forms (commission, cookie, fraud, partner portal), each sending only
// its own part of programUpdate, so saving one never overwrites another's unsaved edits. What
// the API refuses is shown beside the field it names.
import { useMutation, useQuery } from "@urql/preact";
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { AdminProgramSettingsDocument, AdminProgramUpdateDocument, type AdminSettingsFragment, type AttributionModel, type PaidAdsPolicy, type ProgramUpdateInput, type RateType, type SelfReferralPolicy } from "../../gql/graphql.js";
import { CheckField, Field, Notice, PageHeading, SelectField } from "../../shared/ui.js";
import { t } from "../i18n.js";
import type { ConsolePageProps } from "../page.js";
import { canWrite, errorsOf, Loading } from "./support.js";

type Save = (input: ProgramUpdateInput) => Promise<Record<string, string> | null>;

export function SettingsPage({ role }: ConsolePageProps) {
  const [result] = useQuery({ query: AdminProgramSettingsDocument });
  const [, update] = useMutation(AdminProgramUpdateDocument);
  const details = result.data?.program;
  /** the refusals by field, or null when saved */
  const save: Save = async (input) => {
    const r = await update({ input });
    const payload = r.data?.programUpdate;
    return payload?.program ? null : errorsOf(payload?.userErrors, r.error);
  };
  return (
    <>
      <PageHeading>{t("settings.title")}</PageHeading>
      {!details ? (
        <Loading error={result.error} />
      ) : (
        <fieldset class="plain" disabled={!canWrite(role)}>
          <CommissionForm details={details} save={save} />
          <CookieForm details={details} save={save} />
          <FraudForm details={details} save={save} />
          <PortalForm details={details} save={save} />
        </fieldset>
      )}
    </>
  );
}

/** one section's form: its heading, its fields, a save button and what saving said */
function Section({ id, title, save, children, build }: { id: string; title: string; save: Save; children: (errors: Record<string, string>) => ComponentChildren; build: () => ProgramUpdateInput }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setSaved(false);
    const refused = await save(build());
    setBusy(false);
    setErrors(refused ?? {});
    setSaved(!refused);
  };
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <form onSubmit={submit} aria-labelledby={id}>
        {errors.form && <Notice kind="error">{errors.form}</Notice>}
        {children(errors)}
        <button type="submit" disabled={busy}>
          {t("settings.save")}
        </button>
        {saved && <Notice kind="success">{t("settings.saved", { section: title })}</Notice>}
      </form>
    </section>
  );
}

const P = "programSettings";

function CommissionForm({ details, save }: { details: AdminSettingsFragment; save: Save }) {
  const c = details.programSettings.commission;
  const [type, setType] = useState<RateType>(c.sale.type);
  const [value, setValue] = useState(c.sale.value);
  const [hold, setHold] = useState(String(c.holdDays));
  return (
    <Section id="settings-commission" title={t("settings.commission")} save={save} build={() => ({ programSettings: { commission: { sale: { type, value: value.trim() }, holdDays: Number(hold) } } })}>
      {(errors) => (
        <>
          <SelectField
            label={t("settings.saleType")}
            value={type}
            onChange={(v) => setType(v as RateType)}
            options={[
              { value: "PERCENT", label: t("settings.rate.PERCENT") },
              { value: "STATIC", label: t("settings.rate.STATIC", { currency: details.program.currency }) },
            ]}
            error={errors[`${P}.commission.sale.type`]}
          />
          <Field label={t("settings.saleValue")} name="saleValue" inputMode="decimal" required value={value} onInput={(e) => setValue(e.currentTarget.value)} error={errors[`${P}.commission.sale.value`] ?? errors[`${P}.commissionValue`]} />
          <Field label={t("settings.holdDays")} name="holdDays" type="number" min={0} required hint={t("settings.holdDaysHint")} value={hold} onInput={(e) => setHold(e.currentTarget.value)} error={errors[`${P}.commission.holdDays`]} />
        </>
      )}
    </Section>
  );
}

function CookieForm({ details, save }: { details: AdminSettingsFragment; save: Save }) {
  const s = details.programSettings;
  const [lifetime, setLifetime] = useState(String(s.cookieLifetime));
  const [parameter, setParameter] = useState(s.linkParameter);
  const [attribution, setAttribution] = useState<AttributionModel>(s.attribution);
  return (
    <Section id="settings-cookie" title={t("settings.cookie")} save={save} build={() => ({ programSettings: { cookieLifetime: Number(lifetime), linkParameter: parameter.trim(), attribution } })}>
      {(errors) => (
        <>
          <Field label={t("settings.cookieLifetime")} name="cookieLifetime" type="number" min={1} required value={lifetime} onInput={(e) => setLifetime(e.currentTarget.value)} error={errors[`${P}.cookieLifetime`]} />
          <Field label={t("settings.linkParameter")} name="linkParameter" required hint={t("settings.linkParameterHint")} value={parameter} onInput={(e) => setParameter(e.currentTarget.value)} error={errors[`${P}.linkParameter`]} />
          <SelectField
            label={t("settings.attribution")}
            value={attribution}
            onChange={(v) => setAttribution(v as AttributionModel)}
            options={[
              { value: "LAST_CLICK", label: t("settings.attribution.LAST_CLICK") },
              { value: "FIRST_CLICK", label: t("settings.attribution.FIRST_CLICK") },
            ]}
            error={errors[`${P}.attribution`]}
          />
        </>
      )}
    </Section>
  );
}

function FraudForm({ details, save }: { details: AdminSettingsFragment; save: Save }) {
  const f = details.programSettings.fraud;
  const [selfReferral, setSelfReferral] = useState<SelfReferralPolicy>(f.selfReferral);
  const [paidAds, setPaidAds] = useState<PaidAdsPolicy>(f.paidAds);
  const [velocity, setVelocity] = useState(String(f.velocitySeconds));
  return (
    <Section id="settings-fraud" title={t("settings.fraud")} save={save} build={() => ({ programSettings: { fraud: { selfReferral, paidAds, velocitySeconds: Number(velocity) } } })}>
      {(errors) => (
        <>
          <SelectField
            label={t("settings.selfReferral")}
            value={selfReferral}
            onChange={(v) => setSelfReferral(v as SelfReferralPolicy)}
            options={(["ALLOW", "REVIEW", "REJECT"] as const).map((v) => ({ value: v, label: t(`settings.selfReferral.${v}`) }))}
            error={errors[`${P}.fraud.selfReferral`]}
          />
          <SelectField
            label={t("settings.paidAds")}
            value={paidAds}
            onChange={(v) => setPaidAds(v as PaidAdsPolicy)}
            options={(["ALLOW", "REJECT"] as const).map((v) => ({ value: v, label: t(`settings.paidAds.${v}`) }))}
            error={errors[`${P}.fraud.paidAds`]}
          />
          <Field label={t("settings.velocity")} name="velocitySeconds" type="number" min={0} required hint={t("settings.velocityHint")} value={velocity} onInput={(e) => setVelocity(e.currentTarget.value)} error={errors[`${P}.fraud.velocitySeconds`]} />
        </>
      )}
    </Section>
  );
}

function PortalForm({ details, save }: { details: AdminSettingsFragment; save: Save }) {
  const p = details.portalSettings;
  const [open, setOpen] = useState(!p.registrationDisabled);
  const [approval, setApproval] = useState(p.approvalRequired);
  const [color, setColor] = useState(p.brandColor);
  const [terms, setTerms] = useState(p.termsUrl);
  return (
    <Section id="settings-portal" title={t("settings.portal")} save={save} build={() => ({ portalSettings: { registrationDisabled: !open, approvalRequired: approval, brandColor: color.trim(), termsUrl: terms.trim() } })}>
      {(errors) => (
        <>
          <CheckField label={t("settings.registration")} checked={open} onChange={setOpen} error={errors["portalSettings.registrationDisabled"]} />
          <CheckField label={t("settings.approval")} checked={approval} onChange={setApproval} error={errors["portalSettings.approvalRequired"]} />
          <Field label={t("settings.brandColor")} name="brandColor" hint={t("settings.brandColorHint")} value={color} onInput={(e) => setColor(e.currentTarget.value)} error={errors["portalSettings.brandColor"]} />
          <Field label={t("settings.termsUrl")} name="termsUrl" type="url" hint={t("settings.termsUrlHint")} value={terms} onInput={(e) => setTerms(e.currentTarget.value)} error={errors["portalSettings.termsUrl"]} />
        </>
      )}
    </Section>
  );
}
