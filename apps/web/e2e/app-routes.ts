/** Every route of the app with the heading its page opens with (smoke.spec.ts and csp.spec.ts visit them all). */
export const appRoutes = [
  { path: "/", heading: "Dugout" },
  { path: "/batting_cage", heading: /Batting Cage/ },
  { path: "/scoring_champ", heading: /Scoring Champ/ },
  { path: "/eugene_data", heading: /Eugene/ },
  { path: "/dream_team", heading: /Dream Team/ },
  { path: "/starter_tools", heading: /Starter Tools/ },
  { path: "/starter_tools/business_name_generator", heading: /Describe your business idea|Business Name Generator/ },
];
