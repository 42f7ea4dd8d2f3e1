import rootPackage from "../../../package.json" with { type: "json" };

/**
 * The release's version, from the root package.json (CHANGELOG.md says what each one brought). The build
 * compiles it into the bundle, so a release artefact reports the version it was built from, whatever
 * package.json sits beside it.
 */
export const appVersion: string = rootPackage.version;
