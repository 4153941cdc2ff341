import type { Testimonial } from "./types";

/** Customer testimonials for the home page carousel (spec 9: 15 entries). */
export const testimonials: Testimonial[] = [
  {
    name: "Priya Raghavan",
    place: "Chennai",
    text: "I wanted a family floater for my parents and me but was confused by the waiting periods. The advisor explained them patiently, and I bought the plan the same evening.",
  },
  {
    name: "Amit Kulkarni",
    place: "Pune",
    text: "Renewed my car insurance online in a few minutes and my no-claim bonus carried over without any trouble. Simple and quick.",
  },
  {
    name: "Farhan Qureshi",
    place: "Lucknow",
    text: "After a minor accident, the team told me exactly which documents the insurer needed and kept checking on my claim. It made a stressful week easier.",
  },
  {
    name: "Neha Agarwal",
    place: "Jaipur",
    text: "I compared term plans from a few insurers on one page. Nobody pushed me to buy, and they answered all my questions on WhatsApp.",
  },
  {
    name: "Harpreet Singh",
    place: "Ludhiana",
    text: "My scooter policy had lapsed and I thought it would be a big hassle. They guided me through the inspection and the policy was issued soon after.",
  },
  {
    name: "Lakshmi Nair",
    place: "Kochi",
    text: "The free consultation helped me understand how much health cover my family actually needs. Clear advice without any jargon.",
  },
  {
    name: "Rohit Sharma",
    place: "Delhi",
    text: "Bought travel insurance for our Schengen trip the night before the visa appointment. The documents came through straight away.",
  },
  {
    name: "Sneha Patil",
    place: "Nashik",
    text: "I had questions about a hospital bill during a cashless claim. The team spoke to the insurer's desk and explained the deductions to me properly.",
  },
  {
    name: "Vikram Reddy",
    place: "Hyderabad",
    text: "We arranged marine cargo cover for our export shipments through SureShield. The options were explained clearly and the paperwork was handled on time.",
  },
  {
    name: "Ananya Bose",
    place: "Kolkata",
    text: "I like that I get a call only when I ask for one. The comparison was easy to follow and I could decide at my own pace.",
  },
  {
    name: "Mohammed Irfan",
    place: "Bengaluru",
    text: "As a freelancer I wanted cover against online fraud. They helped me understand what a cyber policy covers and what it does not.",
  },
  {
    name: "Kavita Joshi",
    place: "Ahmedabad",
    text: "I joined as a POSP after retiring from teaching. The online training was easy to follow, and I now help people in my neighbourhood choose their policies.",
  },
  {
    name: "Suresh Yadav",
    place: "Indore",
    text: "Our logistics firm needed MTO liability cover. The advisor took time to understand our operations before suggesting options.",
  },
  {
    name: "Meera Iyer",
    place: "Coimbatore",
    text: "I added my newborn to our health policy with their help. They told me what the insurer needed and followed up until it was done.",
  },
  {
    name: "Arjun Malhotra",
    place: "Chandigarh",
    text: "Honest, straightforward service. I got my bike insured in about five minutes, and every step was explained clearly.",
  },
];
