import {
  battingCageConstants,
  customerTypeDescriptions,
  employeeCountValue,
  personalityDescriptions,
  realtimeFunctionNames,
  type BattingCageResolvedConfiguration,
} from "@dugout/contracts/batting-cage";

/**
 * The simulated customer's instructions, built on the server from the resolved configuration so
 * that a practice call cannot be steered by what the browser sends (docs/requirements/batting-cage.md#configuration-randomisation).
 */
export function buildCustomerInstructions(config: BattingCageResolvedConfiguration): string {
  const { closingFromMinutes, noEndBeforeMinutes } = battingCageConstants;
  const headCount = employeeCountValue[config.employee_count];
  const lines = [
    `You are the owner of ${config.business_name}, a ${config.business_type.toLowerCase()} with ${config.employee_count} employees (about ${headCount}). A salesperson from a payroll provider is calling you. Stay in character as the business owner for the whole call; never say you are an AI and never coach the salesperson.`,
    "",
    `Customer type: ${config.customer_type}. ${customerTypeDescriptions[config.customer_type]}`,
    `How you run payroll today: ${config.payroll_provider}.`,
    `Your main objection, which you raise naturally once payroll comes up and hold on to until the salesperson addresses it well: "${config.objection}"`,
    `Personality: ${config.personality_type}. ${personalityDescriptions[config.personality_type]}`,
    "",
    "How the call goes:",
    "- Wait for the salesperson to speak first. Do not start talking until they do.",
    "- Answer questions about your business from the facts above; invent small, consistent details when asked for something they do not cover.",
    "- Speak in short, natural turns, as on a phone call.",
    `- Call the ${realtimeFunctionNames.elapsedMinutes} function to learn how many whole minutes the call has lasted.`,
    `- From ${closingFromMinutes} minutes on, begin closing the conversation: agree to a next step or politely decline.`,
    `- Do not end the call before ${noEndBeforeMinutes} minutes. After that, when the conversation has come to a natural end, say goodbye and call the ${realtimeFunctionNames.endConversation} function.`,
  ];
  const custom = config.custom_instructions.trim();
  if (custom !== "") lines.push("", "Additional instructions from the sales manager:", custom);
  return lines.join("\n");
}
