// operator:invite: makes someone an operator of a program and prints a one-time sign-in link,
// so the first operator needs no mail server.
import type { CliCommand } from "../../core/module.js";
import { inviteOperator } from "./operators.service.js";

export const operatorCommands: CliCommand[] = [
  {
    name: "operator:invite",
    usage: "  operator:invite --email E --program ID [--role owner|admin|viewer]   a one-time console sign-in link (role admin by default)",
    options: ["email", "program", "role"],
    async run(app, { options }) {
      const { program, role, url } = await inviteOperator(app, { email: options.email, program: options.program, role: options.role });
      return [`${options.email} is ${role} of program ${program.id} (${program.name}). One-time sign-in link (valid ${app.config.OPERATOR_LINK_HOURS} h):`, `  ${url}`];
    },
  },
];
