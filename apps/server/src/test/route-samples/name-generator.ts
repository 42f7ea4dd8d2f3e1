import { timelineOptions } from "@dugout/contracts/name-generator";
import { type SampleFactory } from "../route-fixture";

/** The public name generator and the admin's leads. */
export const nameGeneratorSamples: Record<string, SampleFactory> = {
  "POST /api/business_name_submissions": (f) => ({
    headers: f.anonymous,
    body: {
      businessDescription: "A neighbourhood bakery.\nSourdough, pastries and coffee.",
      industry: "Food and drink",
      idealCustomer: "Families nearby",
      brandReferences: "Warm, rustic",
      zipCode: "97201",
      vibe: 2,
      name: f.people.name,
      email: f.people.email,
      phone: "503-555-0100",
    },
  }),
  "GET /api/business_names": (f) => ({ headers: f.visitor, query: { submission_id: f.submissionId } }),
  "GET /api/business_name_submissions/:id": (f) => ({ headers: f.visitor, params: { id: f.submissionId } }),
  "PATCH /api/business_name_submissions/:id": (f) => ({
    headers: f.visitor,
    params: { id: f.submissionId },
    body: { name: f.people.name, email: f.people.email, timeline: timelineOptions[2] },
  }),
  "GET /api/business_names/:uuid/taglines": (f) => ({ headers: f.visitor, params: { uuid: f.nameId } }),
  "GET /api/business_names/:uuid/logo_directions": (f) => ({ headers: f.visitor, params: { uuid: f.nameId } }),
  "GET /api/business_names/:uuid/brand_personality": (f) => ({ headers: f.visitor, params: { uuid: f.nameId } }),
  "GET /api/business_names/:uuid/color_palettes": (f) => ({ headers: f.visitor, params: { uuid: f.nameId } }),
  "POST /api/business_names/:uuid/logo_images": (f) => ({
    headers: f.visitor,
    params: { uuid: f.nameId },
    body: f.logoDirection,
  }),
  "GET /api/admin/leads": (f) => ({ headers: f.admin, query: { limit: "10", offset: "0" } }),
  "GET /api/admin/leads.csv": (f) => ({ headers: f.admin }),
  "GET /api/admin/leads/export": (f) => ({ headers: f.admin, query: { email: f.people.email } }),
  // An address with no submission: the fixture's lead stays for the other samples.
  "POST /api/admin/leads/erase": (f) => ({ headers: f.admin, body: { email: f.newEmail() } }),
};
