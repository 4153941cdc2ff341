import { hindiJourneyTests } from "./hindi-journey-cases";

/** Hindi journey screens (issue 13) on a phone (the "phone" project: Pixel 7, touch). */
hindiJourneyTests();
