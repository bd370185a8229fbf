import type { ModuleCatalogue } from "./defs";
import { p } from "./defs";

/** Common conditions the pharmacy home page lists (items link to one of them). */
export const conditionNames = [
  "Fever",
  "Cold & Cough",
  "Headache & Pain",
  "Allergy",
  "Diabetes",
  "Heart & Blood Pressure",
  "Skin Care",
  "Digestive Health",
];

export const pharmacyCatalogue: ModuleCatalogue = {
  type: "pharmacy",
  brands: ["HealWell", "Medica Labs", "PureCare", "BabySoft", "VitaBoost", "DermaPlus"],
  categories: [
    {
      name: "Medicines",
      emoji: "pill",
      featured: true,
      children: [
        {
          name: "Pain & Fever",
          emoji: "pill",
          products: [
            p("Paracetamol 500mg (20 tablets)", "pill", 2.4, {
              generic: ["Paracetamol"],
              condition: "Fever",
              brand: "HealWell",
              unit: "pack",
              variant: "strength",
            }),
            p("Ibuprofen 200mg (24 tablets)", "pill", 3.1, {
              generic: ["Ibuprofen"],
              condition: "Headache & Pain",
              brand: "Medica Labs",
              unit: "pack",
            }),
            p("Aspirin 300mg (16 tablets)", "pill", 2.2, {
              generic: ["Acetylsalicylic acid"],
              condition: "Headache & Pain",
              brand: "HealWell",
              unit: "pack",
            }),
            p("Migraine Relief Capsules", "pill", 6.9, {
              generic: ["Sumatriptan"],
              condition: "Headache & Pain",
              brand: "Medica Labs",
              unit: "pack",
              prescription: true,
            }),
            p("Digital Thermometer", "thermometer", 8.5, {
              condition: "Fever",
              brand: "PureCare",
              unit: "pc",
            }),
          ],
        },
        {
          name: "Cold & Allergy",
          emoji: "face-with-thermometer",
          products: [
            p("Cough Syrup 100ml", "test-tube", 4.8, {
              generic: ["Dextromethorphan"],
              condition: "Cold & Cough",
              brand: "HealWell",
              unit: "pc",
            }),
            p("Cetirizine 10mg (30 tablets)", "pill", 3.6, {
              generic: ["Cetirizine"],
              condition: "Allergy",
              brand: "Medica Labs",
              unit: "pack",
            }),
            p("Loratadine 10mg (14 tablets)", "pill", 4.2, {
              generic: ["Loratadine"],
              condition: "Allergy",
              brand: "HealWell",
              unit: "pack",
            }),
            p("Nasal Decongestant Spray", "droplet", 5.3, {
              generic: ["Xylometazoline"],
              condition: "Cold & Cough",
              brand: "PureCare",
              unit: "pc",
            }),
            p("Throat Lozenges Honey Lemon", "honey-pot", 2.9, {
              generic: ["Amylmetacresol"],
              condition: "Cold & Cough",
              brand: "HealWell",
              unit: "pack",
            }),
          ],
        },
        {
          name: "Prescription Medicines",
          emoji: "syringe",
          products: [
            p("Amoxicillin 500mg (21 capsules)", "pill", 7.5, {
              generic: ["Amoxicillin"],
              prescription: true,
              brand: "Medica Labs",
              unit: "pack",
            }),
            p("Metformin 850mg (60 tablets)", "pill", 6.2, {
              generic: ["Metformin hydrochloride"],
              prescription: true,
              condition: "Diabetes",
              brand: "Medica Labs",
              unit: "pack",
            }),
            p("Amlodipine 5mg (30 tablets)", "pill", 5.8, {
              generic: ["Amlodipine besylate"],
              prescription: true,
              condition: "Heart & Blood Pressure",
              brand: "HealWell",
              unit: "pack",
            }),
            p("Insulin Pen Needles (100)", "syringe", 18.9, {
              prescription: true,
              condition: "Diabetes",
              brand: "PureCare",
              unit: "pack",
            }),
            p("Atorvastatin 20mg (28 tablets)", "pill", 9.4, {
              generic: ["Atorvastatin"],
              prescription: true,
              condition: "Heart & Blood Pressure",
              brand: "Medica Labs",
              unit: "pack",
            }),
          ],
        },
        {
          name: "Digestive Health",
          emoji: "stethoscope",
          products: [
            p("Antacid Chewables (36)", "pill", 3.4, {
              generic: ["Calcium carbonate"],
              condition: "Digestive Health",
              brand: "HealWell",
              unit: "pack",
            }),
            p("Oral Rehydration Salts (10)", "droplet", 2.7, {
              generic: ["Oral rehydration salts"],
              condition: "Digestive Health",
              brand: "PureCare",
              unit: "pack",
            }),
            p("Probiotic Capsules (30)", "petri-dish", 12.5, {
              generic: ["Lactobacillus"],
              condition: "Digestive Health",
              brand: "VitaBoost",
              unit: "pack",
            }),
          ],
        },
      ],
    },
    {
      name: "Baby Care",
      emoji: "baby-bottle",
      featured: true,
      children: [
        {
          name: "Baby Essentials",
          emoji: "baby-bottle",
          products: [
            p("Baby Feeding Bottle 250ml", "baby-bottle", 6.4, { brand: "BabySoft", unit: "pc" }),
            p("Gentle Baby Lotion", "lotion-bottle", 5.1, {
              brand: "BabySoft",
              unit: "pc",
              condition: "Skin Care",
            }),
            p("Baby Wipes (80)", "roll-of-paper", 3.2, {
              brand: "BabySoft",
              unit: "pack",
              variant: "pack",
            }),
            p("Infant Paracetamol Suspension", "test-tube", 4.6, {
              generic: ["Paracetamol"],
              condition: "Fever",
              brand: "BabySoft",
              unit: "pc",
            }),
          ],
        },
      ],
    },
    {
      name: "Womans Care",
      emoji: "hibiscus",
      children: [
        {
          name: "Women's Health",
          emoji: "hibiscus",
          products: [
            p("Iron + Folic Acid (60)", "pill", 7.2, {
              generic: ["Ferrous sulfate", "Folic acid"],
              brand: "VitaBoost",
              unit: "pack",
            }),
            p("Cranberry Capsules (30)", "pill", 8.9, { brand: "VitaBoost", unit: "pack" }),
            p("Hydrating Face Cream", "lotion-bottle", 11.5, {
              brand: "DermaPlus",
              unit: "pc",
              condition: "Skin Care",
              variant: "shade",
            }),
          ],
        },
      ],
    },
    {
      name: "Mens Care",
      emoji: "necktie",
      children: [
        {
          name: "Men's Health",
          emoji: "necktie",
          products: [
            p("Men's Multivitamin (60)", "pill", 10.9, { brand: "VitaBoost", unit: "pack" }),
            p("Sensitive Shaving Gel", "soap", 4.3, {
              brand: "DermaPlus",
              unit: "pc",
              condition: "Skin Care",
            }),
            p("Hair Growth Serum", "lotion-bottle", 15.9, {
              generic: ["Minoxidil"],
              brand: "DermaPlus",
              unit: "pc",
            }),
          ],
        },
      ],
    },
    {
      name: "Personal Care",
      emoji: "soap",
      children: [
        {
          name: "Skin & Oral Care",
          emoji: "toothbrush",
          products: [
            p("Sunscreen SPF 50", "lotion-bottle", 9.8, {
              brand: "DermaPlus",
              unit: "pc",
              condition: "Skin Care",
            }),
            p("Antiseptic Cream", "adhesive-bandage", 3.9, {
              generic: ["Chlorhexidine"],
              brand: "PureCare",
              unit: "pc",
              condition: "Skin Care",
            }),
            p("Electric Toothbrush", "toothbrush", 24.9, { brand: "PureCare", unit: "pc" }),
            p("Fluoride Toothpaste", "tooth", 2.6, { brand: "PureCare", unit: "pc" }),
            p("Hand Sanitiser 250ml", "soap", 2.9, {
              brand: "PureCare",
              unit: "pc",
              variant: "pack",
            }),
          ],
        },
      ],
    },
    {
      name: "Vitamins & Devices",
      emoji: "dna",
      children: [
        {
          name: "Vitamins & Supplements",
          emoji: "dna",
          products: [
            p("Vitamin C 1000mg (30)", "tangerine", 6.5, {
              generic: ["Ascorbic acid"],
              brand: "VitaBoost",
              unit: "pack",
              condition: "Cold & Cough",
            }),
            p("Vitamin D3 2000 IU (90)", "pill", 8.2, {
              generic: ["Cholecalciferol"],
              brand: "VitaBoost",
              unit: "pack",
            }),
            p("Omega-3 Fish Oil (60)", "fish", 12.9, {
              brand: "VitaBoost",
              unit: "pack",
              condition: "Heart & Blood Pressure",
            }),
          ],
        },
        {
          name: "Health Devices",
          emoji: "stethoscope",
          products: [
            p("Blood Pressure Monitor", "stethoscope", 39.9, {
              brand: "PureCare",
              unit: "pc",
              condition: "Heart & Blood Pressure",
            }),
            p("Glucose Test Strips (50)", "drop-of-blood", 21.5, {
              brand: "Medica Labs",
              unit: "pack",
              condition: "Diabetes",
            }),
            p("First Aid Kit", "adhesive-bandage", 14.9, { brand: "PureCare", unit: "pc" }),
            p("Elastic Bandage Roll", "adhesive-bandage", 3.4, { brand: "PureCare", unit: "pc" }),
          ],
        },
      ],
    },
  ],
  stores: [
    {
      name: "CityCare Pharmacy",
      sells: ["Medicines", "Personal Care", "Vitamins & Devices"],
      emoji: "pill",
      color: "#0CA678",
      tagline: "Open 24 hours",
    },
    {
      name: "Lakeshore Chemists",
      sells: ["Medicines", "Baby Care", "Womans Care"],
      emoji: "medical-symbol",
      color: "#1098AD",
      tagline: "Pharmacists you can talk to",
    },
    {
      name: "WellPoint Drugstore",
      sells: ["Medicines", "Mens Care", "Personal Care"],
      emoji: "stethoscope",
      color: "#3B5BDB",
      tagline: "Health and wellness",
    },
    {
      name: "Riverside Health Pharmacy",
      sells: ["Medicines", "Vitamins & Devices", "Baby Care"],
      emoji: "hospital",
      color: "#12B886",
      tagline: "Prescriptions filled fast",
    },
    {
      name: "Little Ones Baby Pharmacy",
      sells: ["Baby Care", "Personal Care", "Womans Care"],
      emoji: "baby-bottle",
      color: "#F783AC",
      tagline: "Everything for your baby",
    },
    {
      name: "Northgate Medical Store",
      sells: ["Medicines", "Vitamins & Devices", "Mens Care"],
      emoji: "syringe",
      color: "#4263EB",
      tagline: "Next to the General Hospital",
    },
    {
      name: "Vital Vitamins",
      sells: ["Vitamins & Devices", "Womans Care", "Mens Care"],
      emoji: "dna",
      color: "#F76707",
      tagline: "Supplements and devices",
    },
    {
      name: "GreenCross Pharmacy",
      sells: ["Medicines", "Personal Care", "Baby Care"],
      emoji: "adhesive-bandage",
      color: "#2F9E44",
      tagline: "Trusted since 1987",
    },
  ],
};
