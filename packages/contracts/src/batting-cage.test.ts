import { describe, expect, it } from "vitest";
import {
  battingCageConfigurationInputSchema,
  battingCageConfigurationSchema,
  battingCageDefaultConfiguration,
  battingCageExampleCustomer,
  battingCageResolvedConfigurationSchema,
  conversationDetailSchema,
  conversationPatchBodySchema,
  conversationStatuses,
  createSessionAnswerSchema,
  createSessionBodySchema,
  reportDataSchema,
  reportQuerySchema,
  resolveBattingCageConfiguration,
  saveBattingCageConfigurationBodySchema,
  transcriptEntrySchema,
  unsavedBattingCageConfiguration,
} from "./batting-cage";

const id = "0b0f2a52-4c1e-4a55-9d0e-2a7f4f0c9d11";

describe("configuration schema", () => {
  it("accepts a full configuration", () => {
    const parsed = battingCageConfigurationInputSchema.parse({
      customer_type: "Switcher",
      objection: "I pay my people in cash, so I don't really need a payroll service.",
      business_name: "  Maple Street Bakery ",
      employee_count: "5-10",
      business_type: "Bakery",
      payroll_provider: "Gusto",
      personality_type: "Busy/Impatient",
      custom_instructions: "Mention the holiday rush.",
      randomize_objection: true,
    });
    expect(parsed.business_name).toBe("Maple Street Bakery");
    expect(parsed.randomize_objection).toBe(true);
    expect(parsed.randomize_customer_type).toBe(false);
  });

  it("treats empty selects and a blank name as not set", () => {
    const parsed = battingCageConfigurationInputSchema.parse({ customer_type: "", business_name: "   " });
    expect(parsed.customer_type).toBeNull();
    expect(parsed.business_name).toBeNull();
    expect(parsed.employee_count).toBeNull();
    expect(parsed.custom_instructions).toBe("");
  });

  it("rejects a value outside a list with a message naming the allowed values", () => {
    const result = battingCageConfigurationInputSchema.safeParse({ payroll_provider: "Rippling" });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(["payroll_provider"]);
    expect(issue?.message).toBe(
      "Payroll provider must be one of: ADP, Gusto, Quickbooks, Paychex, Square, No Payroll Provider, My CPA handles Payroll for me, I do it myself.",
    );
    const employees = battingCageConfigurationInputSchema.safeParse({ employee_count: "100" });
    expect(employees.error?.issues[0]?.message).toBe("Employee count must be one of: 1-5, 5-10, 10-20, 20-50, 50+.");
    const customer = battingCageConfigurationInputSchema.safeParse({ customer_type: "switcher" });
    expect(customer.error?.issues[0]?.message).toBe("Customer type must be one of: Switcher, Inception.");
    expect(battingCageConfigurationInputSchema.safeParse({ objection: "Not from the list" }).success).toBe(false);
  });

  it("limits business_name to 200 and custom_instructions to 4000 characters", () => {
    expect(battingCageConfigurationInputSchema.safeParse({ business_name: "x".repeat(200) }).success).toBe(true);
    expect(battingCageConfigurationInputSchema.safeParse({ business_name: "x".repeat(201) }).success).toBe(false);
    expect(battingCageConfigurationInputSchema.safeParse({ custom_instructions: "x".repeat(4000) }).success).toBe(true);
    expect(battingCageConfigurationInputSchema.safeParse({ custom_instructions: "x".repeat(4001) }).success).toBe(
      false,
    );
  });

  it("wraps the save body and tolerates the user fields of docs/requirements/batting-cage.md#configuration", () => {
    const result = saveBattingCageConfigurationBodySchema.safeParse({
      batting_cage_configuration: { customer_type: "Inception", user_id: "u1", user_full_name: "Ada Lovelace" },
    });
    expect(result.success).toBe(true);
    expect(saveBattingCageConfigurationBodySchema.safeParse({ customer_type: "Inception" }).success).toBe(false);
  });

  it("defaults to what an empty form saves, but for 1-5 employees", () => {
    expect(battingCageDefaultConfiguration).toEqual({
      ...battingCageConfigurationInputSchema.parse({}),
      employee_count: "1-5",
    });
  });

  it("has an example customer with every field chosen from the lists", () => {
    expect(battingCageResolvedConfigurationSchema.parse({ id: null, ...battingCageExampleCustomer })).toEqual({
      id: null,
      ...battingCageExampleCustomer,
    });
  });

  it("describes a stored configuration, unsaved defaults included", () => {
    const base = unsavedBattingCageConfiguration;
    expect(battingCageConfigurationSchema.safeParse(base).success).toBe(true);
    expect(
      battingCageConfigurationSchema.safeParse({ ...base, id, updated_at: "2025-06-01T10:00:00.000Z" }).success,
    ).toBe(true);
  });
});

describe("resolveBattingCageConfiguration", () => {
  it("keeps stored values that are not randomised", () => {
    const resolved = resolveBattingCageConfiguration(
      {
        id,
        customer_type: "Inception",
        business_name: "Harbor View Bistro",
        employee_count: "20-50",
        randomize_employee_count: false,
        custom_instructions: "Be grumpy.",
      },
      () => 0,
    );
    expect(resolved.id).toBe(id);
    expect(resolved.customer_type).toBe("Inception");
    expect(resolved.business_name).toBe("Harbor View Bistro");
    expect(resolved.employee_count).toBe("20-50");
    expect(resolved.custom_instructions).toBe("Be grumpy.");
    // empty fields fall back to a random (here: the first) value
    expect(resolved.business_type).toBe("Retail shop");
    expect(resolved.payroll_provider).toBe("ADP");
  });

  it("randomises fields marked randomize even when a value is stored", () => {
    const resolved = resolveBattingCageConfiguration(
      { customer_type: "Inception", randomize_customer_type: true },
      () => 0,
    );
    expect(resolved.customer_type).toBe("Switcher");
  });

  it("is fully random without a configuration, within the lists", () => {
    const resolved = resolveBattingCageConfiguration(null, () => 0.9999);
    expect(resolved.id).toBeNull();
    expect(resolved.customer_type).toBe("Inception");
    expect(resolved.employee_count).toBe("50+");
    expect(resolved.business_type).toBe("Hardware store");
    expect(resolved.personality_type).toBe("Budget-Conscious");
    expect(resolved.custom_instructions).toBe("");
  });
});

describe("conversation schemas", () => {
  it("has the statuses active, ended and abandoned; a PATCH may not abandon a call", () => {
    expect(conversationStatuses).toEqual(["active", "ended", "abandoned"]);
    expect(conversationPatchBodySchema.safeParse({ status: "abandoned" }).success).toBe(false);
    expect(conversationPatchBodySchema.safeParse({ status: "ended" }).success).toBe(true);
  });

  it("validates transcript entries", () => {
    expect(transcriptEntrySchema.safeParse({ role: "user", text: "Hi" }).success).toBe(true);
    expect(transcriptEntrySchema.safeParse({ role: "assistant", text: "x".repeat(20000) }).success).toBe(true);
    expect(transcriptEntrySchema.safeParse({ role: "assistant", text: "x".repeat(20001) }).success).toBe(false);
    expect(transcriptEntrySchema.safeParse({ role: "system", text: "Hi" }).success).toBe(false);
  });

  it("accepts a full transcript, an append, or the final patch", () => {
    expect(conversationPatchBodySchema.safeParse({ transcript: [{ role: "user", text: "Hello" }] }).success).toBe(true);
    expect(
      conversationPatchBodySchema.safeParse({
        append: { from_index: 3, entries: [{ role: "assistant", text: "Who is this?" }] },
      }).success,
    ).toBe(true);
    expect(
      conversationPatchBodySchema.safeParse({
        append: { from_index: 4, entries: [] },
        ended_at: "2025-06-01T10:12:00.000Z",
        duration_ms: 720000,
        status: "ended",
      }).success,
    ).toBe(true);
  });

  it("rejects both forms at once, negative indexes and negative durations", () => {
    const both = conversationPatchBodySchema.safeParse({
      transcript: [],
      append: { from_index: 0, entries: [] },
    });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toBe("Send either transcript or append, not both.");
    expect(conversationPatchBodySchema.safeParse({ append: { from_index: -1, entries: [] } }).success).toBe(false);
    expect(conversationPatchBodySchema.safeParse({ duration_ms: -5 }).success).toBe(false);
    expect(conversationPatchBodySchema.safeParse({ duration_ms: 1.5 }).success).toBe(false);
    expect(conversationPatchBodySchema.safeParse({ status: "paused" }).success).toBe(false);
  });

  it("describes the create-session body and answer", () => {
    expect(createSessionBodySchema.safeParse({}).success).toBe(true);
    expect(
      createSessionBodySchema.safeParse({
        instructions: "Play a bakery owner.",
        user: {
          name: { first_name: "Ada", last_name: "Lovelace" },
          providers: [{ provider_type: "Google", profile_picture_url: "https://example.com/a.png" }],
        },
        batting_cage_configuration_id: id,
      }).success,
    ).toBe(true);
    expect(
      createSessionAnswerSchema.safeParse({
        client_secret: { value: "ek_123", expires_at: 1750000000 },
        conversation_id: id,
        realtime: { sdp_url: "https://api.openai.com/v1/realtime/calls", model: "gpt-realtime" },
      }).success,
    ).toBe(true);
    expect(
      createSessionAnswerSchema.safeParse({
        client_secret: { value: "ek_123" },
        realtime: { sdp_url: "/realtime/calls", model: "simulator" },
      }).success,
    ).toBe(false);
  });

  it("describes report data and its query", () => {
    expect(reportQuerySchema.parse({})).toEqual({ range: "this_week" });
    expect(reportQuerySchema.parse({ range: "today", tz: "America/New_York" })).toEqual({
      range: "today",
      tz: "America/New_York",
    });
    const bad = reportQuerySchema.safeParse({ range: "yesterday" });
    expect(bad.error?.issues[0]?.message).toBe("Range must be one of: today, this_week, last_week, this_month.");
    const summary = {
      id,
      status: "ended",
      created_at: "2025-06-01T10:00:00.000Z",
      ended_at: "2025-06-01T10:12:00.000Z",
      duration_ms: 720000,
      user: { name: { first_name: "Ada", last_name: null }, providers: [] },
    };
    expect(
      reportDataSchema.safeParse({ totalSessions: 1, averageDurationMs: 720000, conversations: [summary] }).success,
    ).toBe(true);
    expect(reportDataSchema.safeParse({ totalSessions: 0, averageDurationMs: null, conversations: [] }).success).toBe(
      true,
    );
    expect(
      conversationDetailSchema.safeParse({
        ...summary,
        transcript: [{ role: "user", text: "Hi" }],
        batting_cage_configuration: null,
      }).success,
    ).toBe(true);
  });
});
