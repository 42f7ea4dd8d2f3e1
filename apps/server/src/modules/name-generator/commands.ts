import { z } from "zod";
import { commandLineBy } from "../../audit/record";
import { CommandUsageError, type Command } from "../../command";
import { eraseLead, exportLead } from "./lead-privacy";

const usage = "leads export <email> | leads erase <email>";
const emailSchema = z.email();

/** `npm run leads -- export|erase <email>`: a prospect's privacy request, answered from the command line. */
export const leadsCommand: Command = {
  name: "leads",
  usage,
  async run(ctx, { args }) {
    const [action, email] = args;
    if ((action !== "export" && action !== "erase") || !email) throw new CommandUsageError(`Usage: ${usage}`);
    if (!emailSchema.safeParse(email.trim()).success) throw new CommandUsageError(`${email} is not an email address.`);
    const { db } = ctx.database;
    if (action === "export") return JSON.stringify(await exportLead(db, email, commandLineBy), null, 2);
    const erased = await eraseLead(db, email, commandLineBy);
    return erased
      ? `Erased ${erased} name-generator submission(s) of ${email}, with their names, logos and palettes.`
      : `The name generator holds nothing for ${email}.`;
  },
};
