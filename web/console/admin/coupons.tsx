// Coupons and promotion codes: the program's coupons a page at a time (searchable), a form for a
// new one, and one coupon opened below the list: its name and whether sales may redeem it
// (inactive is how a coupon is archived), its deletion, and its promotion codes.
import { useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { AdminCouponCodesDocument, AdminCouponCreateDocument, AdminCouponDeleteDocument, AdminCouponsDocument, AdminCouponUpdateDocument, AdminPromotionCodeCreateDocument, AdminPromotionCodeDeleteDocument, type AdminCouponRowFragment, type CouponDiscountType, type CouponDurationType } from "../../gql/graphql.js";
import { CheckField, Field, Notice, PageHeading, SelectField } from "../../shared/ui.js";
import { formatDate, formatMoney, formatNumber, t } from "../i18n.js";
import type { ConsolePageProps } from "../page.js";
import { canWrite, ConfirmButton, errorsOf, given, Loading, Table } from "./support.js";
import { Pager, usePager } from "../list.js";

const PAGE = 20;
const DURATIONS: CouponDurationType[] = ["ONCE", "LIFETIME", "HOURS", "DAYS", "MONTHS", "YEARS"];
const int = (text: string) => (given(text) === null ? null : Number(text));

const discountText = (c: AdminCouponRowFragment) =>
  c.discountType === "PERCENT" ? t("coupons.percentOff", { value: c.discountPercent ?? "0" }) : c.discountAmount ? formatMoney(c.discountAmount.amount, c.discountAmount.currency) : "—";

export function CouponsPage({ role }: ConsolePageProps) {
  const pager = usePager();
  const [search, setSearch] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const [result, refetch] = useQuery({ query: AdminCouponsDocument, variables: { first: PAGE, after: pager.after, filter: search ? { search } : null } });
  const reload = () => refetch({ requestPolicy: "network-only" });
  const coupons = result.data?.coupons;
  const open = coupons?.edges.find((e) => e.node.id === openId)?.node ?? null;

  return (
    <>
      <PageHeading>{t("coupons.title")}</PageHeading>
      <form
        role="search"
        class="inline"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(String(new FormData(e.currentTarget).get("search") ?? "").trim());
          pager.reset();
        }}
      >
        <Field key={search} label={t("coupons.search")} name="search" type="search" defaultValue={search} />
        <button type="submit">{t("coupons.searchSubmit")}</button>
      </form>
      {!coupons ? (
        <Loading error={result.error} />
      ) : coupons.totalCount === 0 ? (
        <p>{search ? t("coupons.noneFound", { search }) : t("coupons.empty")}</p>
      ) : (
        <>
          <Table caption={t("coupons.count", { count: formatNumber(coupons.totalCount) })} columns={[t("coupons.code"), t("coupons.name"), t("coupons.discount"), { label: t("coupons.redeemed"), num: true }, t("coupons.state"), null]}>
              {coupons.edges.map(({ node: c }) => (
                <tr key={c.id}>
                  <td>
                    <code>{c.uuidCode}</code>
                  </td>
                  <td>{c.name}</td>
                  <td>{discountText(c)}</td>
                  <td class="num">{c.redemptionLimit == null ? formatNumber(c.timesRedeemed) : t("coupons.redeemedOf", { count: formatNumber(c.timesRedeemed), limit: formatNumber(c.redemptionLimit) })}</td>
                  <td>{c.active ? t("coupons.active") : t("coupons.inactive")}</td>
                  <td>
                    <button type="button" class="secondary" aria-expanded={openId === c.id} aria-label={t("coupons.manageLabel", { code: c.uuidCode })} onClick={() => setOpenId(openId === c.id ? null : c.id)}>
                      {t("coupons.manage")}
                    </button>
                  </td>
                </tr>
              ))}
            </Table>
          <Pager pager={pager} result={result} hasNext={coupons.pageInfo.hasNextPage} endCursor={coupons.pageInfo.endCursor} total={coupons.totalCount} />
        </>
      )}
      {open && <CouponDetail key={open.id} coupon={open} writable={canWrite(role)} onDeleted={() => (setOpenId(null), reload())} onChanged={reload} />}
      {canWrite(role) && <CouponCreate onCreated={(id) => (pager.reset(), setSearch(""), reload(), setOpenId(id))} />}
    </>
  );
}

function CouponCreate({ onCreated }: { onCreated: (id: string) => void }) {
  const [f, setF] = useState({ name: "", uuidCode: "", discountType: "PERCENT" as CouponDiscountType, discountAmount: "", durationType: "ONCE" as CouponDurationType, durationValue: "", expiresOn: "", redemptionLimit: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState("");
  const [{ fetching }, create] = useMutation(AdminCouponCreateDocument);
  const set = (key: keyof typeof f) => (e: { currentTarget: { value: string } }) => setF({ ...f, [key]: e.currentTarget.value });
  const timed = !["ONCE", "LIFETIME"].includes(f.durationType);

  const submit = async (e: Event) => {
    e.preventDefault();
    setDone("");
    const result = await create({
      input: {
        name: given(f.name),
        uuidCode: given(f.uuidCode),
        discountType: f.discountType,
        discountAmount: f.discountAmount.trim(),
        durationType: f.durationType,
        durationValue: timed ? int(f.durationValue) : null,
        expiresOn: given(f.expiresOn),
        redemptionLimit: int(f.redemptionLimit),
      },
    });
    const payload = result.data?.couponCreate;
    setErrors(errorsOf(payload?.userErrors, result.error));
    if (payload?.coupon) {
      setDone(t("coupons.created", { code: payload.coupon.uuidCode }));
      setF({ ...f, name: "", uuidCode: "", discountAmount: "", durationValue: "", expiresOn: "", redemptionLimit: "" });
      onCreated(payload.coupon.id);
    }
  };

  return (
    <section aria-labelledby="coupon-create">
      <h2 id="coupon-create">{t("coupons.create")}</h2>
      <form onSubmit={submit} class="grid">
        {errors.form && <Notice kind="error">{errors.form}</Notice>}
        <Field label={t("coupons.code")} name="uuidCode" hint={t("coupons.codeHint")} value={f.uuidCode} onInput={set("uuidCode")} error={errors.uuidCode} />
        <Field label={t("coupons.nameOptional")} name="name" value={f.name} onInput={set("name")} error={errors.name} />
        <SelectField
          label={t("coupons.discountType")}
          value={f.discountType}
          onChange={(v) => setF({ ...f, discountType: v as CouponDiscountType })}
          options={[
            { value: "PERCENT", label: t("coupons.type.PERCENT") },
            { value: "STATIC", label: t("coupons.type.STATIC") },
          ]}
          error={errors.discountType}
        />
        <Field label={f.discountType === "PERCENT" ? t("coupons.percent") : t("coupons.amount")} name="discountAmount" inputMode="decimal" required value={f.discountAmount} onInput={set("discountAmount")} error={errors.discountAmount} />
        <SelectField label={t("coupons.duration")} value={f.durationType} onChange={(v) => setF({ ...f, durationType: v as CouponDurationType })} options={DURATIONS.map((d) => ({ value: d, label: t(`coupons.duration.${d}`) }))} error={errors.durationType} />
        {timed && <Field label={t("coupons.durationValue")} name="durationValue" type="number" min={1} required value={f.durationValue} onInput={set("durationValue")} error={errors.durationValue} />}
        <Field label={t("coupons.expiresOn")} name="expiresOn" type="date" value={f.expiresOn} onInput={set("expiresOn")} error={errors.expiresOn} />
        <Field label={t("coupons.limit")} name="redemptionLimit" type="number" min={1} value={f.redemptionLimit} onInput={set("redemptionLimit")} error={errors.redemptionLimit} />
        <button type="submit" disabled={fetching}>
          {t("coupons.createSubmit")}
        </button>
      </form>
      {done && <Notice kind="success">{done}</Notice>}
    </section>
  );
}

function CouponDetail({ coupon, writable, onDeleted, onChanged }: { coupon: AdminCouponRowFragment; writable: boolean; onDeleted: () => void; onChanged: () => void }) {
  const [name, setName] = useState(coupon.name);
  const [active, setActive] = useState(coupon.active);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState("");
  const [{ fetching }, update] = useMutation(AdminCouponUpdateDocument);
  const [, remove] = useMutation(AdminCouponDeleteDocument);

  const save = async (e: Event) => {
    e.preventDefault();
    setDone("");
    const result = await update({ input: { id: coupon.id, name: name.trim(), active } });
    const payload = result.data?.couponUpdate;
    setErrors(errorsOf(payload?.userErrors, result.error));
    if (payload?.coupon) (setDone(t("coupons.saved", { code: coupon.uuidCode })), onChanged());
  };
  const del = async () => {
    const result = await remove({ input: { id: coupon.id } });
    const payload = result.data?.couponDelete;
    setErrors(errorsOf(payload?.userErrors, result.error));
    if (payload?.deletedId) onDeleted();
  };

  return (
    <section aria-labelledby="coupon-detail" class="detail">
      <h2 id="coupon-detail">{t("coupons.detail", { code: coupon.uuidCode })}</h2>
      <p class="note">
        {t("coupons.summary", { discount: discountText(coupon), duration: t(`coupons.duration.${coupon.durationType}`), created: formatDate(coupon.createdAt) })}
        {coupon.expiresOn && ` ${t("coupons.until", { date: formatDate(coupon.expiresOn) })}`}
      </p>
      {writable && (
        <form onSubmit={save} aria-label={t("coupons.edit", { code: coupon.uuidCode })}>
          {errors.form && <Notice kind="error">{errors.form}</Notice>}
          <Field label={t("coupons.name")} name="name" value={name} onInput={(e) => setName(e.currentTarget.value)} error={errors.name} />
          <CheckField label={t("coupons.activeLabel")} hint={t("coupons.activeHint")} checked={active} onChange={setActive} error={errors.active} />
          <div class="actions">
            <button type="submit" disabled={fetching}>
              {t("coupons.save")}
            </button>
            <ConfirmButton label={t("coupons.delete")} confirm={t("coupons.deleteConfirm", { code: coupon.uuidCode })} onConfirm={del} />
          </div>
        </form>
      )}
      {done && <Notice kind="success">{done}</Notice>}
      <PromotionCodes couponId={coupon.id} writable={writable} />
    </section>
  );
}

function PromotionCodes({ couponId, writable }: { couponId: string; writable: boolean }) {
  const pager = usePager();
  const [result, refetch] = useQuery({ query: AdminCouponCodesDocument, variables: { id: couponId, first: PAGE, after: pager.after } });
  const reload = () => refetch({ requestPolicy: "network-only" });
  const [f, setF] = useState({ code: "", redemptionLimit: "", expiresOn: "", firstTimeOrder: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState("");
  const [{ fetching }, create] = useMutation(AdminPromotionCodeCreateDocument);
  const [, remove] = useMutation(AdminPromotionCodeDeleteDocument);
  const codes = result.data?.coupon?.promotionCodes;

  const submit = async (e: Event) => {
    e.preventDefault();
    setDone("");
    const r = await create({ input: { couponId, code: given(f.code), redemptionLimit: int(f.redemptionLimit), expiresOn: given(f.expiresOn), firstTimeOrder: f.firstTimeOrder } });
    const payload = r.data?.promotionCodeCreate;
    setErrors(errorsOf(payload?.userErrors, r.error));
    if (payload?.promotionCode) (setDone(t("codes.created", { code: payload.promotionCode.code })), setF({ code: "", redemptionLimit: "", expiresOn: "", firstTimeOrder: false }), reload());
  };
  const del = async (id: string, code: string) => {
    const r = await remove({ input: { id } });
    setErrors(errorsOf(r.data?.promotionCodeDelete.userErrors, r.error));
    if (r.data?.promotionCodeDelete.deletedId) (setDone(t("codes.deleted", { code })), reload());
  };

  return (
    <>
      <h3>{t("codes.title")}</h3>
      {!codes ? (
        <Loading error={result.error} />
      ) : codes.totalCount === 0 ? (
        <p>{t("codes.empty")}</p>
      ) : (
        <>
          <Table caption={t("codes.title")} hideCaption columns={[t("codes.code"), { label: t("coupons.redeemed"), num: true }, t("codes.expiresOn"), t("codes.firstOrder"), writable && null]}>
              {codes.edges.map(({ node: p }) => (
                <tr key={p.id}>
                  <td>
                    <code>{p.code}</code>
                  </td>
                  <td class="num">{p.redemptionLimit == null ? formatNumber(p.timesRedeemed) : t("coupons.redeemedOf", { count: formatNumber(p.timesRedeemed), limit: formatNumber(p.redemptionLimit) })}</td>
                  <td>{p.expiresOn ? formatDate(p.expiresOn) : "—"}</td>
                  <td>{p.firstTimeOrder ? t("admin.yes") : t("admin.no")}</td>
                  {writable && (
                    <td>
                      <ConfirmButton label={t("codes.delete")} confirm={t("codes.deleteConfirm", { code: p.code })} onConfirm={() => del(p.id, p.code)} />
                    </td>
                  )}
                </tr>
              ))}
            </Table>
          <Pager pager={pager} result={result} hasNext={codes.pageInfo.hasNextPage} endCursor={codes.pageInfo.endCursor} total={codes.totalCount} />
        </>
      )}
      {errors.form && <Notice kind="error">{errors.form}</Notice>}
      {done && <Notice kind="success">{done}</Notice>}
      {writable && (
        <form onSubmit={submit} aria-label={t("codes.create")} class="grid">
          <Field label={t("codes.codeOptional")} name="code" hint={t("codes.codeHint")} value={f.code} onInput={(e) => setF({ ...f, code: e.currentTarget.value })} error={errors.code} />
          <Field label={t("coupons.limit")} name="codeLimit" type="number" min={1} value={f.redemptionLimit} onInput={(e) => setF({ ...f, redemptionLimit: e.currentTarget.value })} error={errors.redemptionLimit} />
          <Field label={t("codes.expiresOn")} name="codeExpiresOn" type="date" value={f.expiresOn} onInput={(e) => setF({ ...f, expiresOn: e.currentTarget.value })} error={errors.expiresOn} />
          <CheckField label={t("codes.firstOrderLabel")} checked={f.firstTimeOrder} onChange={(v) => setF({ ...f, firstTimeOrder: v })} error={errors.firstTimeOrder} />
          <button type="submit" disabled={fetching}>
            {t("codes.createSubmit")}
          </button>
        </form>
      )}
    </>
  );
}
