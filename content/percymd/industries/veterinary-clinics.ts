import type { TopicPage } from "../../types";

/** Veterinary clinics: vaccine recalls and visit reminders about pets, for their owners. */
export const veterinaryClinics = {
  slug: "veterinary-clinics",
  name: "Veterinary clinics",
  title: "Vaccine reminder texts for vet clinics",
  description:
    "Vaccine and wellness recalls, appointment reminders and pick-up texts for veterinary clinics, with client privacy and TCPA consent handled.",
  headline: "Texts that bring pets back when their vaccines come due",
  intro:
    "A veterinary clinic keeps a calendar for every animal it sees: rabies boosters, yearly wellness exams, dental cleanings, parasite prevention refills. Postcards go unread, and calling each owner is a job no one on the team has time for. PercyMD sends the vaccine reminder when it is due, confirms the visit, and tells the owner when the dog is ready to go home. Animal records are not covered by HIPAA, but your clients are people with phone numbers and privacy expectations, and the federal consent rules for texting apply to you as to any business.",
  uses: {
    heading: "What a vet clinic texts its clients",
    intro:
      "Pet owners are glad to hear from their vet. The texts below keep that goodwill by being timely, useful and easy to act on.",
    points: [
      {
        title: "Vaccine and wellness recalls",
        text: "When a booster or annual exam comes due, the owner gets a text with the pet's name and a booking link. For a household with several animals, staff can send one message naming each pet that is due rather than a string of separate texts.",
      },
      {
        title: "Appointment reminders",
        text: "Two days before the visit, a reminder with a confirm or reschedule reply. Surgical or dental visits get a note about drop-off time and the fasting instructions page the night before.",
      },
      {
        title: "Ready-for-pickup updates",
        text: "After a procedure or a boarding stay, the owner hears the moment their pet can be collected. Staff stop fielding calls asking whether the cat is awake yet.",
      },
      {
        title: "Medication and food refill reminders",
        text: "Owners on recurring prescriptions or therapeutic diets get a reminder when a refill is likely due, with a link to order for pickup.",
      },
    ],
  },
  rules: {
    heading: "The rules that do apply to a vet clinic",
    intro: "Veterinary practices are often told they are exempt from compliance, which is only half true.",
    points: [
      {
        title: "HIPAA does not cover animal records",
        text: "HIPAA protects human health information, so your patient charts are not within it, and a BAA is not legally required. Many state veterinary boards do set confidentiality rules for records, and your clinic's texting runs on the same access-controlled, audited platform our medical practices use.",
      },
      {
        title: "Client privacy still matters",
        text: "An owner's name, number and address are personal data. Texts stay brief, and details such as a diagnosis or a euthanasia appointment are handled by phone, out of kindness as much as privacy.",
      },
      {
        title: "TCPA consent",
        text: "Reminders about the pet's own care are informational and need the owner's consent to be texted, usually given at registration. Promotions, like a dental month discount, are marketing and need express written consent. We store both kinds of consent with their dates.",
      },
      {
        title: "STOP and HELP",
        text: "A reply of STOP ends that clinic program's texts at once, with one confirmation and nothing after; a HELP reply returns the clinic's phone number and hours. An opt-out is honored immediately on every send, scheduled recalls included.",
      },
      {
        title: "Quiet hours",
        text: "Recalls and reminders go out only within each state's hours, decided by the owner's area code. A pet ready after hours is news for a phone call: its pickup text waits for the morning window like any other.",
      },
    ],
  },
  sender: "Cedar Hollow Animal Hospital",
  samples: [
    {
      label: "Vaccine recall",
      text: "Cedar Hollow Animal Hospital: Biscuit is due for a booster. Book at cedarhollowvet.example/book or call 555-0186. Reply STOP to opt out.",
    },
    {
      label: "Appointment reminder",
      text: "Cedar Hollow Animal Hospital: Luna's visit is Sat May 9 at 9:00 AM. Reply C to confirm or R to reschedule. Reply STOP to opt out.",
    },
    {
      label: "Ready for pickup",
      text: "Cedar Hollow Animal Hospital: Max is ready to go home. Pickup is open until 6:30 PM today at the front desk. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Veterinary clinics",
      question: "Do vet clinics need a BAA for texting?",
      answer:
        "No. HIPAA applies to human health information, not to animal records. Your clinic's messages still run with the same access controls and audit logs we use for medical practices.",
    },
    {
      topic: "Veterinary clinics",
      question: "Can recalls name the vaccine that is due?",
      answer:
        "They can, since animal records are not protected by HIPAA. Many clinics keep it general anyway, because a short text with the pet's name and a booking link is what gets the booking.",
    },
    {
      topic: "Veterinary clinics",
      question: "What if one owner has pets at two of our locations?",
      answer:
        "On the Network plan, both locations sit in one account. Each location's number runs its own program, so a STOP ends the texts of the location it was sent to, and the owner keeps hearing from the other until they opt out there too. Staff see both records side by side.",
    },
  ],
  related: ["dental-offices", "urgent-care", "medical-practices"],
  cta: {
    heading: "Bring pets back on schedule",
    text: "Tell us how many locations you run and how recalls are tracked today. We will register your number and have vaccine reminders live within the 8-day setup guarantee.",
    button: "Talk to us about your clinic",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
