/** The one contract: every shape the API, the pages, the remote adapter and the tests share. */
export * from "./common";
export * from "./error";
export * from "./destination";
export * from "./safety";
export * from "./package";
export * from "./post";
export * from "./inquiry";
export * from "./newsletter";
export * from "./checkout";
export * from "./card";
export * from "./booking";
export * from "./recommendation";
export * from "./agents";
export * from "./health";
export * from "./staff";
export * from "./privacy";
export * from "./audit";
