// Texts of the practice tool exactly as docs/requirements/batting-cage.md#messages give them.

export const battingCageMessages = {
  userInfoMissing: "Error: User information is missing. Cannot start session.",
  configLoadFailedRandomDefaults: "Failed to load configuration. Using random defaults.",
  configLoadFailed: "Failed to load configuration.",
  configSaved: "Configuration saved successfully!",
  saveError: (message: string): string => `Error: ${message}`,
  reportLoadFailed: (message: string): string => `Failed to load report data: ${message}`,
  detailLoadFailed: (message: string): string => `Failed to load details: ${message}`,
  noConversations: "No conversation data available for the selected time range.",
  transcriptNotAvailable: "Transcript not available.",
  configurationNotAvailable: "Configuration details not available.",
  noDetails: "No details available.",
  missingTrackingId:
    "Error: Could not save conversation data (missing tracking ID). Please try again later or contact support.",
  finalSaveFailed: (message: string): string =>
    `Error saving conversation final state: ${message}. The session will still end.`,
  startFailed: (message: string): string => `Failed to start session: ${message}`,
  trackingInitFailed: "Error: Could not initialize conversation tracking. Please try again.",
} as const;

export const battingCageLabels = {
  loadingConfig: "Loading Config...",
  startSession: "Start Realtime Session",
  hangUp: "Hang up (and save transcript)",
  /** The short form of the active button that docs/requirements/batting-cage.md#practice-call names. */
  hangUpShort: "Hang up",
  startNewSession: "Start New Session",
  endedOverlay:
    "Awesome work! You crushed your daily batting cage challenge! If you want to go again, click the button below to start a new session.",
  configurationPanelTitle: "Voice Coach Configuration",
  transcriptSpeakerUser: "You",
  transcriptSpeakerAssistant: "Customer",
  menuReports: "Reports",
  menuConfiguration: "Configuration",
  menuScenarios: "Scenarios",
  menuAssignments: "Assignments",
  totalSessions: "Total Sessions",
  averageDuration: "Avg. Duration",
  columnAgent: "Agent",
  columnDate: "Date",
  columnDuration: "Duration",
  columnStatus: "Status",
  back: "Back",
  saveConfiguration: "Save Configuration",
  randomize: "Randomize",
  lastUpdated: (name: string, date: string): string => `Last updated by ${name} on ${date}`,
} as const;

/** Field labels of the practice panel and the admin form, keyed by configuration field. */
export const battingCageFieldLabels = {
  customer_type: "Customer Type",
  objection: "Objection",
  business_name: "Business Name",
  employee_count: "Employee Count",
  business_type: "Business Type",
  payroll_provider: "Payroll Provider",
  personality_type: "Personality Type",
  custom_instructions: "Custom Instructions",
} as const;
