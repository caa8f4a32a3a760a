import type { TopicPage } from "../../types";
import { dentalOffices } from "./dental-offices";
import { medicalPractices } from "./medical-practices";
import { mentalHealthProviders } from "./mental-health-providers";
import { specialtyClinics } from "./specialty-clinics";
import { urgentCare } from "./urgent-care";
import { veterinaryClinics } from "./veterinary-clinics";

/** The audiences this hub sells to, one page each at /industries/{slug}, in the order the index lists them. */
export const industries: readonly TopicPage[] = [
  medicalPractices,
  dentalOffices,
  specialtyClinics,
  urgentCare,
  mentalHealthProviders,
  veterinaryClinics,
];
