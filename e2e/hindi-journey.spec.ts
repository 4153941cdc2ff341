import { hindiJourneyTests } from "./hindi-journey-cases";

/** Hindi journey screens (issue 13) on a desktop screen; the phone project runs hindi-journey-phone.spec.ts. */
hindiJourneyTests();
