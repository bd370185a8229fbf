import type { ModuleCatalogue } from "./defs";
import { p } from "./defs";

const fresh = { veg: 1 as const };

export const groceryCatalogue: ModuleCatalogue = {
  type: "grocery",
  brands: [
    "FarmFresh",
    "Golden Harvest",
    "Dairy Dell",
    "Ocean Catch",
    "Nature's Pantry",
    "Crunchy Co.",
  ],
  categories: [
    {
      name: "Fruits",
      emoji: "red-apple",
      featured: true,
      children: [
        {
          name: "Fresh Fruits",
          emoji: "red-apple",
          products: [
            p("Red Apples", "red-apple", 3.2, {
              ...fresh,
              unit: "kg",
              organic: true,
              variant: "weight",
              brand: "FarmFresh",
            }),
            p("Green Apples", "green-apple", 3.4, { ...fresh, unit: "kg", variant: "weight" }),
            p("Bananas", "banana", 1.6, {
              ...fresh,
              unit: "kg",
              organic: true,
              brand: "FarmFresh",
            }),
            p("Navel Oranges", "tangerine", 2.9, { ...fresh, unit: "kg", variant: "weight" }),
            p("Seedless Grapes", "grapes", 4.5, { ...fresh, unit: "kg", variant: "weight" }),
            p("Strawberries", "strawberry", 3.99, { ...fresh, unit: "pack", organic: true }),
            p("Lemons", "lemon", 0.6, { ...fresh, unit: "pc" }),
          ],
        },
        {
          name: "Exotic Fruits",
          emoji: "mango",
          products: [
            p("Alphonso Mangoes", "mango", 6.5, { ...fresh, unit: "kg", variant: "weight" }),
            p("Pineapple", "pineapple", 2.8, { ...fresh, unit: "pc" }),
            p("Kiwi Fruit", "kiwi-fruit", 0.7, { ...fresh, unit: "pc", organic: true }),
            p("Young Coconut", "coconut", 2.2, { ...fresh, unit: "pc" }),
            p("Blueberries", "blueberries", 4.2, { ...fresh, unit: "pack", organic: true }),
            p("Watermelon", "watermelon", 5.5, { ...fresh, unit: "pc" }),
          ],
        },
      ],
    },
    {
      name: "Vegetables",
      emoji: "broccoli",
      featured: true,
      children: [
        {
          name: "Leafy Greens",
          emoji: "leafy-green",
          products: [
            p("Baby Spinach", "leafy-green", 2.4, {
              ...fresh,
              unit: "pack",
              organic: true,
              brand: "FarmFresh",
            }),
            p("Broccoli", "broccoli", 1.9, { ...fresh, unit: "pc", organic: true }),
            p("Cucumber", "cucumber", 0.8, { ...fresh, unit: "pc" }),
            p("Fresh Herbs Bundle", "herb", 1.5, { ...fresh, unit: "pack" }),
          ],
        },
        {
          name: "Root Vegetables",
          emoji: "carrot",
          products: [
            p("Carrots", "carrot", 1.3, { ...fresh, unit: "kg", variant: "weight" }),
            p("Potatoes", "potato", 1.1, { ...fresh, unit: "kg", variant: "weight" }),
            p("Red Onions", "onion", 1.2, { ...fresh, unit: "kg", variant: "weight" }),
            p("Garlic Bulbs", "garlic", 0.9, { ...fresh, unit: "pack" }),
            p("Ginger Root", "ginger-root", 1.4, { ...fresh, unit: "pack" }),
            p("Vine Tomatoes", "tomato", 2.6, { ...fresh, unit: "kg", organic: true }),
            p("Bell Peppers Mix", "bell-pepper", 2.9, { ...fresh, unit: "pack" }),
            p("Eggplant", "eggplant", 1.6, { ...fresh, unit: "pc" }),
          ],
        },
      ],
    },
    {
      name: "Dairy & Eggs",
      emoji: "glass-of-milk",
      featured: true,
      children: [
        {
          name: "Milk & Butter",
          emoji: "glass-of-milk",
          products: [
            p("Whole Milk 1L", "glass-of-milk", 1.4, {
              ...fresh,
              unit: "ltr",
              brand: "Dairy Dell",
              variant: "pack",
            }),
            p("Oat Milk 1L", "beverage-box", 2.3, {
              ...fresh,
              unit: "ltr",
              organic: true,
              brand: "Nature's Pantry",
            }),
            p("Salted Butter 250g", "butter", 2.8, { ...fresh, unit: "pack", brand: "Dairy Dell" }),
            p("Aged Cheddar", "cheese-wedge", 4.6, { ...fresh, unit: "pack", brand: "Dairy Dell" }),
          ],
        },
        {
          name: "Eggs",
          emoji: "egg",
          products: [
            p("Free-Range Eggs (12)", "egg", 3.6, {
              unit: "pack",
              organic: true,
              brand: "FarmFresh",
              variant: "pack",
            }),
            p("Brown Eggs (6)", "egg", 1.9, { unit: "pack" }),
          ],
        },
      ],
    },
    {
      name: "Bakery",
      emoji: "bread",
      children: [
        {
          name: "Bread & Pastries",
          emoji: "baguette-bread",
          products: [
            p("Sourdough Loaf", "bread", 3.5, { ...fresh, unit: "pc", brand: "Golden Harvest" }),
            p("French Baguette", "baguette-bread", 1.8, { ...fresh, unit: "pc" }),
            p("Butter Croissants (4)", "croissant", 3.9, { ...fresh, unit: "pack" }),
            p("Sesame Bagels (6)", "bagel", 3.2, {
              ...fresh,
              unit: "pack",
              brand: "Golden Harvest",
            }),
            p("Pretzel Rolls", "pretzel", 2.7, { ...fresh, unit: "pack" }),
          ],
        },
      ],
    },
    {
      name: "Meat & Seafood",
      emoji: "cut-of-meat",
      children: [
        {
          name: "Meat",
          emoji: "cut-of-meat",
          products: [
            p("Beef Sirloin", "cut-of-meat", 14.5, { unit: "kg", halal: true, variant: "weight" }),
            p("Chicken Drumsticks", "poultry-leg", 5.9, {
              unit: "kg",
              halal: true,
              variant: "weight",
            }),
            p("Lamb Chops", "meat-on-bone", 16.9, { unit: "kg", halal: true }),
            p("Smoked Bacon", "bacon", 4.4, { unit: "pack" }),
          ],
        },
        {
          name: "Seafood",
          emoji: "fish",
          products: [
            p("Atlantic Salmon Fillet", "fish", 12.9, {
              unit: "kg",
              brand: "Ocean Catch",
              variant: "weight",
            }),
            p("Tiger Prawns", "shrimp", 13.5, { unit: "kg", brand: "Ocean Catch" }),
            p("Fresh Oysters (6)", "oyster", 9.9, { unit: "pack", brand: "Ocean Catch" }),
            p("Whole Crab", "crab", 11.2, { unit: "pc" }),
          ],
        },
      ],
    },
    {
      name: "Beverages",
      emoji: "beverage-box",
      children: [
        {
          name: "Juices & Water",
          emoji: "beverage-box",
          products: [
            p("Orange Juice 1L", "beverage-box", 2.9, {
              ...fresh,
              unit: "ltr",
              brand: "FarmFresh",
            }),
            p("Sparkling Water 6-pack", "droplet", 3.3, {
              ...fresh,
              unit: "pack",
              variant: "pack",
            }),
            p("Iced Tea 500ml", "cup-with-straw", 1.4, { ...fresh, unit: "pc" }),
          ],
        },
        {
          name: "Tea & Coffee",
          emoji: "hot-beverage",
          products: [
            p("Ground Coffee 500g", "hot-beverage", 7.8, {
              ...fresh,
              unit: "pack",
              organic: true,
              brand: "Nature's Pantry",
            }),
            p("Green Tea (40 bags)", "teacup-without-handle", 3.9, { ...fresh, unit: "pack" }),
            p("Yerba Mate 500g", "mate", 5.6, { ...fresh, unit: "pack" }),
          ],
        },
      ],
    },
    {
      name: "Snacks & Sweets",
      emoji: "chocolate-bar",
      children: [
        {
          name: "Snacks",
          emoji: "popcorn",
          products: [
            p("Sea Salt Popcorn", "popcorn", 2.1, { ...fresh, unit: "pack", brand: "Crunchy Co." }),
            p("Roasted Peanuts", "peanuts", 2.4, {
              ...fresh,
              unit: "pack",
              brand: "Crunchy Co.",
              allergies: ["Peanuts"],
            }),
            p("Rice Crackers", "rice-cracker", 1.9, { ...fresh, unit: "pack" }),
            p("Roasted Chestnuts", "chestnut", 3.1, { ...fresh, unit: "pack" }),
          ],
        },
        {
          name: "Chocolates & Candy",
          emoji: "chocolate-bar",
          products: [
            p("Dark Chocolate 70%", "chocolate-bar", 2.5, {
              ...fresh,
              unit: "pc",
              brand: "Nature's Pantry",
            }),
            p("Butter Cookies Tin", "cookie", 5.2, { ...fresh, unit: "pc" }),
            p("Fruit Lollipops (10)", "lollipop", 1.8, { ...fresh, unit: "pack" }),
            p("Assorted Candy Mix", "candy", 2.2, { ...fresh, unit: "pack" }),
          ],
        },
      ],
    },
    {
      name: "Pantry",
      emoji: "canned-food",
      children: [
        {
          name: "Rice, Grains & Cans",
          emoji: "cooked-rice",
          products: [
            p("Basmati Rice 5kg", "cooked-rice", 9.8, {
              ...fresh,
              unit: "pack",
              brand: "Golden Harvest",
              variant: "pack",
            }),
            p("Chickpeas Can", "canned-food", 0.9, { ...fresh, unit: "pc" }),
            p("Organic Honey 500g", "honey-pot", 6.4, {
              ...fresh,
              unit: "pc",
              organic: true,
              brand: "Nature's Pantry",
            }),
            p("Extra Virgin Olive Oil", "olive", 8.9, { ...fresh, unit: "ltr", organic: true }),
            p("Sea Salt 1kg", "salt", 1.1, { ...fresh, unit: "pack" }),
            p("Dried Beans Mix", "beans", 2.3, { ...fresh, unit: "pack" }),
          ],
        },
      ],
    },
  ],
  stores: [
    {
      name: "FreshMart Old Town",
      sells: ["Fruits", "Vegetables", "Dairy & Eggs", "Pantry"],
      emoji: "shopping-cart",
      color: "#2B8A3E",
      tagline: "Your neighbourhood supermarket",
    },
    {
      name: "Green Basket Organics",
      sells: ["Fruits", "Vegetables", "Dairy & Eggs"],
      emoji: "basket",
      color: "#5C940D",
      tagline: "Certified organic produce",
    },
    {
      name: "Riverside Grocers",
      sells: ["Fruits", "Vegetables", "Bakery", "Beverages"],
      emoji: "red-apple",
      color: "#D9480F",
      tagline: "Fresh from the market every day",
    },
    {
      name: "Daily Needs Mini Mart",
      sells: ["Snacks & Sweets", "Beverages", "Pantry", "Dairy & Eggs"],
      emoji: "convenience-store",
      color: "#1864AB",
      tagline: "Open late, every day",
    },
    {
      name: "The Butcher's Block",
      sells: ["Meat & Seafood"],
      emoji: "cut-of-meat",
      color: "#A61E4D",
      tagline: "Halal cuts and fresh seafood",
    },
    {
      name: "Harbour Fish Market",
      sells: ["Meat & Seafood", "Vegetables"],
      emoji: "fish",
      color: "#0B7285",
      tagline: "Caught this morning",
    },
    {
      name: "Golden Crust Bakery",
      sells: ["Bakery", "Dairy & Eggs", "Beverages"],
      emoji: "baguette-bread",
      color: "#E67700",
      tagline: "Bread out of the oven at 7",
    },
    {
      name: "Northgate Supermarket",
      sells: ["Fruits", "Vegetables", "Pantry", "Snacks & Sweets", "Beverages"],
      emoji: "shopping-bags",
      color: "#364FC7",
      tagline: "Everything for the week",
    },
    {
      name: "Sweet Corner",
      sells: ["Snacks & Sweets", "Beverages"],
      emoji: "candy",
      color: "#C2255C",
      tagline: "Treats and snacks",
    },
    {
      name: "Farmers Market Collective",
      sells: ["Fruits", "Vegetables", "Meat & Seafood", "Pantry"],
      emoji: "ear-of-corn",
      color: "#66A80F",
      tagline: "Straight from local farms",
    },
  ],
};
