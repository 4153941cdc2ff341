import {
  motorBuyNow,
  saveMotorCommunication,
  saveMotorNominee,
} from "@/lib/journeys/motor/actions";
import { buyNow, saveCommunication, saveNominee } from "@/lib/journeys/shared/actions";
import type { InsuranceType } from "@/lib/journeys/shared/paths";

/**
 * The server actions that differ per insurance type, for the shared client forms (nominee,
 * communication, Buy Now). The functions are server actions (`"use server"` modules), so a client
 * component may import this file. Each checks its input again on the server and answers an
 * `ActionResult` (saves) or a `Next` (Buy Now); see the action files for their rules.
 *
 * @example
 *   const { saveNominee } = productActions(insuranceType);
 */
export type ProductActions = {
  saveNominee: typeof saveNominee;
  saveCommunication: typeof saveCommunication;
  buyNow: typeof buyNow;
};

const actions: Readonly<Record<InsuranceType, ProductActions>> = {
  health: { saveNominee, saveCommunication, buyNow },
  motor: {
    saveNominee: saveMotorNominee,
    saveCommunication: saveMotorCommunication,
    buyNow: motorBuyNow,
  },
};

/** The form actions of a known insurance type. */
export function productActions(type: InsuranceType): ProductActions {
  return actions[type];
}
