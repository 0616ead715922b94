// The team (owners only): the program's members with their roles; an invitation by email with a
// role (the member gets a one-time sign-in link), a role changed, a member removed. The API keeps
// the last owner, and says so when asked otherwise.
import { useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { AdminMemberInviteDocument, AdminMemberRemoveDocument, AdminMemberRoleUpdateDocument, AdminMembersDocument, type AdminMemberRowFragment, type OperatorRole } from "../../gql/graphql.js";
import { Field, Notice, PageHeading, SelectField } from "../../shared/ui.js";
import { formatDate, t } from "../i18n.js";
import type { ConsolePageProps } from "../page.js";
import { ConfirmButton, errorsOf, Loading, Table } from "./support.js";

const ROLES: OperatorRole[] = ["OWNER", "ADMIN", "VIEWER"];
const roleOptions = ROLES.map((r) => ({ value: r, label: t(`team.role.${r}`) }));

export function TeamPage(_props: ConsolePageProps) {
  const [result, refetch] = useQuery({ query: AdminMembersDocument });
  const reload = () => refetch({ requestPolicy: "network-only" });
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const members = result.data?.members;
  const say = (errors: Record<string, string>, success: string) => setMessage(Object.keys(errors).length ? { kind: "error", text: Object.values(errors).join(" ") } : { kind: "success", text: success });

  return (
    <>
      <PageHeading>{t("team.title")}</PageHeading>
      <p>{t("team.intro")}</p>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      {!members ? (
        <Loading error={result.error} />
      ) : (
        <Table caption={t("team.title")} hideCaption columns={[t("team.email"), t("team.role"), t("team.totp"), t("team.since"), null]}>
            {members.map((m) => (
              <MemberRow key={m.id} member={m} self={m.email === result.data?.operator.email} say={say} reload={reload} />
            ))}
          </Table>
      )}
      <Invite say={say} reload={reload} />
    </>
  );
}

function MemberRow({ member, self, say, reload }: { member: AdminMemberRowFragment; self: boolean; say: (errors: Record<string, string>, success: string) => void; reload: () => void }) {
  const [role, setRole] = useState<OperatorRole>(member.role);
  const [, update] = useMutation(AdminMemberRoleUpdateDocument);
  const [, remove] = useMutation(AdminMemberRemoveDocument);
  const id = `role-${member.id}`;
  const change = async (e: Event) => {
    e.preventDefault();
    const r = await update({ input: { email: member.email, role } });
    say(errorsOf(r.data?.memberRoleUpdate.userErrors, r.error), t("team.roleChanged", { email: member.email, role: t(`team.role.${role}`) }));
    reload();
  };
  const del = async () => {
    const r = await remove({ input: { email: member.email } });
    say(errorsOf(r.data?.memberRemove.userErrors, r.error), t("team.removed", { email: member.email }));
    reload();
  };
  return (
    <tr>
      <td>
        {member.email}
        {self && <span class="badge">{t("team.you")}</span>}
      </td>
      <td>
        <form class="inline" onSubmit={change}>
          <label for={id} class="visually-hidden">
            {t("team.roleOf", { email: member.email })}
          </label>
          <select id={id} value={role} onChange={(e) => setRole(e.currentTarget.value as OperatorRole)}>
            {roleOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <button type="submit" class="secondary" disabled={role === member.role} aria-label={t("team.changeRoleLabel", { email: member.email })}>
            {t("team.changeRole")}
          </button>
        </form>
      </td>
      <td>{member.totpEnabled ? t("admin.yes") : t("admin.no")}</td>
      <td>{formatDate(member.createdAt)}</td>
      <td>
        <ConfirmButton label={t("team.remove")} confirm={t("team.removeConfirm", { email: member.email })} onConfirm={del} />
      </td>
    </tr>
  );
}

function Invite({ say, reload }: { say: (errors: Record<string, string>, success: string) => void; reload: () => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OperatorRole>("ADMIN");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [{ fetching }, invite] = useMutation(AdminMemberInviteDocument);
  const submit = async (e: Event) => {
    e.preventDefault();
    const r = await invite({ input: { email: email.trim(), role } });
    const payload = r.data?.memberInvite;
    const found = errorsOf(payload?.userErrors, r.error);
    setErrors(found);
    if (payload?.invitation) {
      say({}, t(payload.invitation.sent ? "team.invited" : "team.invitedNotSent", { email: payload.invitation.member.email }));
      setEmail("");
      reload();
    }
  };
  return (
    <section aria-labelledby="team-invite">
      <h2 id="team-invite">{t("team.invite")}</h2>
      <form onSubmit={submit}>
        {errors.form && <Notice kind="error">{errors.form}</Notice>}
        <Field label={t("team.email")} name="email" type="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} error={errors.email} />
        <SelectField label={t("team.role")} value={role} onChange={(v) => setRole(v as OperatorRole)} options={roleOptions} hint={t("team.roleHint")} error={errors.role} />
        <button type="submit" disabled={fetching}>
          {t("team.inviteSubmit")}
        </button>
      </form>
    </section>
  );
}
