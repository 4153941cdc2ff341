/**
 * Occupations offered for the health member form's `profession` field (spec 3: "an occupation
 * list of about 150 occupations that writes to the same profession field"). The four broad
 * professions come first in {@link professions}; the UI may offer both lists.
 */

/** The broad professions of spec 3. */
export const professions = ["Salaried", "Self-employed", "Student", "Retired"] as const;

/** About 150 occupations, alphabetical. */
export const occupations = [
  "Accountant", "Actor", "Actuary", "Advocate", "Agriculturist", "Air Hostess / Cabin Crew",
  "Airline Pilot", "Animator", "Architect", "Army / Defence Personnel", "Artist", "Astrologer",
  "Auditor", "Auto Rickshaw Driver", "Bank Employee", "Banker", "Barber / Beautician",
  "Biotechnologist", "Blacksmith", "Blogger / Content Creator", "Bus Conductor", "Bus Driver",
  "Business Analyst", "Businessperson", "Butcher", "Carpenter", "Cashier", "Caterer",
  "Chartered Accountant", "Chef / Cook", "Chemist / Pharmacist", "Civil Engineer",
  "Civil Servant", "Clerk", "Coach / Trainer", "Company Secretary", "Construction Worker",
  "Consultant", "Contractor", "Copywriter", "Courier / Delivery Person", "Customer Support Executive",
  "Dairy Farmer", "Data Analyst", "Data Scientist", "Dancer", "Dentist", "Designer",
  "Dietitian / Nutritionist", "Doctor", "Domestic Help", "Driver", "Economist", "Editor",
  "Electrician", "Electronics Technician", "Engineer", "Event Manager", "Factory Worker",
  "Farmer", "Fashion Designer", "Film Director", "Financial Advisor", "Firefighter",
  "Fisherman", "Fitness Instructor", "Florist", "Gardener", "Geologist", "Goldsmith / Jeweller",
  "Government Employee", "Graphic Designer", "Hardware Engineer", "Hawker / Street Vendor",
  "Home Maker", "Hotel Staff", "HR Professional", "Insurance Agent", "Interior Designer",
  "Journalist", "Judge", "Laboratory Technician", "Labourer", "Lawyer", "Lecturer / Professor",
  "Librarian", "Machine Operator", "Manager", "Marine Engineer", "Marketing Professional",
  "Mason", "Mechanic", "Mechanical Engineer", "Merchant Navy", "Miner", "Musician",
  "Navy Personnel", "Nurse", "Office Assistant", "Painter", "Paramedic", "Photographer",
  "Physiotherapist", "Plumber", "Police Officer", "Politician", "Postal Worker", "Priest",
  "Print Technician", "Producer", "Product Manager", "Professional Athlete", "Project Manager",
  "Property Dealer", "Psychologist", "Public Relations Officer", "Radiologist", "Railway Employee",
  "Real Estate Agent", "Receptionist", "Research Scientist", "Restaurant Owner", "Retail Shop Owner",
  "Sales Executive", "Scientist", "Security Guard", "Shopkeeper", "Social Worker",
  "Software Engineer", "Software Tester", "Sports Coach", "Stock Broker", "Surgeon", "Surveyor",
  "System Administrator", "Tailor", "Tax Consultant", "Taxi Driver", "Teacher", "Technician",
  "Telecaller", "Textile Worker", "Tour Guide", "Trader", "Translator", "Transporter",
  "Truck Driver", "Tutor", "Veterinarian", "Video Editor", "Warehouse Worker", "Web Developer",
  "Welder", "Writer / Author", "Yoga Instructor", "Unemployed", "Other",
] as const;
