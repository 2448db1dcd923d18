import { paneKindId } from "../../workspace/kinds";

/** The signed-in user's own profile (/index/user_profile). */
export const OWN_PROFILE = paneKindId("profile.own");
