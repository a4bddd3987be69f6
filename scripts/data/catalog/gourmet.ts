import { D, group, type CatalogRow } from './model';

const GIFT = 'Gift Idea';
const LOCAL = 'Local';
const STAFF = 'Staff Pick';
const AWARD = 'Award Winner';
const RAW = 'Raw Milk';

// vendor, name, vintage, size, price, subtype, region, varietal, distributor, note, extra
export const GOURMET: CatalogRow[] = [
  // prettier-ignore
  ...group({ type: 'Cheese', country: 'United States', cat: 'fb-2-6-2' }, [
    ['Rogue Creamery', 'Smokey Blue Cheese', null, '6oz', 14.99, 'Blue', 'Oregon', 'Cow', D.MB, 'Cold-smoked over Oregon hazelnut shells: sweet, smoky and creamy, with hints of caramel.', { attrs: [AWARD, STAFF] }],
    ['Cypress Grove', 'Humboldt Fog', null, '8oz', 16.99, 'Soft-Ripened', 'California', 'Goat', D.MB, 'Bloomy goat cheese with its signature line of vegetable ash: tangy, creamy and citrusy.'],
    ['Jasper Hill Farm', 'Harbison', null, '9oz', 24.99, 'Soft-Ripened', 'Vermont', 'Cow', D.MB, 'Spoonably soft and wrapped in spruce bark, with notes of sweet cream, mustard and woods.', { attrs: [AWARD] }],
    ['Uplands Cheese', 'Pleasant Ridge Reserve', null, '8oz', 16.99, 'Hard', 'Wisconsin', 'Cow', D.MB, 'An Alpine-style cheese from pasture-grazed cows, nutty and fruity.', { attrs: [RAW, AWARD] }],
    ['Beehive Cheese Co.', 'Barely Buzzed', null, '8oz', 11.99, 'Hard', 'Utah', 'Cow', D.MB, 'Cheddar hand-rubbed with espresso and lavender.'],
    ['Marieke Gouda', 'Foenegreek Gouda', null, '8oz', 12.99, 'Semi-Hard', 'Wisconsin', 'Cow', D.MB, 'Farmstead Gouda studded with nutty, maple-like fenugreek seeds.', { attrs: [RAW] }],
    ['Baetje Farms', 'Coeur de la Crème', null, '4oz', 11.99, 'Fresh', 'Missouri', 'Goat', D.MB, 'Heart-shaped fresh goat cheese from Bloomsdale, Missouri: bright, tangy and creamy.', { attrs: [LOCAL, AWARD] }],
    ['Marcel Petite', 'Comté', null, '8oz', 14.99, 'Hard', 'Jura', 'Cow', D.JB, 'Aged in a former military fort: nutty, brothy and sweet.', { country: 'France', attrs: [RAW] }],
    ['Fromagerie Guilloteau', "Fromager d'Affinois", null, '7oz', 11.99, 'Soft-Ripened', 'Rhône-Alpes', 'Cow', D.JB, 'Ultra-creamy, mild double-cream cheese with a delicate bloomy rind.', { country: 'France' }],
    ['Mitica', 'Manchego 12 Month', null, '8oz', 12.99, 'Hard', 'La Mancha', 'Sheep', D.JB, 'Firm sheep milk cheese with nutty, grassy flavor; perfect with quince paste.', { country: 'Spain' }],
    ['Giorgio Cravero', 'Parmigiano Reggiano 24 Month', null, '8oz', 14.99, 'Hard', 'Emilia-Romagna', 'Cow', D.JB, 'Hand-selected by the Cravero family of affineurs: crystalline, nutty and savory.', { country: 'Italy', attrs: [RAW] }],
  ]),

  // prettier-ignore
  ...group({ type: 'Charcuterie', country: 'United States', cat: 'fb-2-12-2' }, [
    ['Olli Salumeria', 'Napoli Salame', null, '5.5oz', 9.99, 'Salami', 'Virginia', 'Pork', D.MB, 'Slow-cured salame with garlic and black pepper, inspired by Naples.', { attrs: ['Gluten Free'] }],
    ['Olli Salumeria', 'Calabrese Salame', null, '5.5oz', 9.99, 'Salami', 'Virginia', 'Pork', D.MB, 'Spicy salame with Calabrian red pepper.', { attrs: ['Gluten Free'] }],
    ['Creminelli Fine Meats', 'Tartufo Salami', null, '5.5oz', 12.99, 'Salami', 'Utah', 'Pork', D.MB, 'Salami with black summer truffles: earthy, aromatic and rich.'],
    ['La Quercia', 'Prosciutto Americano', null, '3oz', 9.99, 'Prosciutto', 'Iowa', 'Pork', D.MB, 'Iowa-cured prosciutto from humanely raised pork, silky and sweet.'],
    ['Volpi Foods', 'Traditional Genoa Salame', null, '6oz', 8.99, 'Salami', 'Missouri', 'Pork', D.MB, 'Cured on The Hill in St. Louis since 1902: garlicky, peppery and traditional.', { attrs: [LOCAL, STAFF] }],
    ['Fermín', 'Jamón Ibérico de Bellota', null, '2oz', 24.99, 'Jamón', 'Castilla y León', 'Ibérico Pork', D.MB, 'Hand-carved acorn-fed Ibérico ham: nutty, buttery and melt-in-your-mouth.', { country: 'Spain', attrs: [GIFT] }],
  ]),

  // prettier-ignore
  ...group({ type: 'Chocolate & Sweets', country: 'United States', cat: 'fb-2-3-2' }, [
    ['Vosges Haut-Chocolat', 'Black Salt Caramel Bar', null, '3oz', 8.99, 'Chocolate Bar', 'Illinois', 'Dark Chocolate', D.MB, 'Dark chocolate with burnt sugar caramel and Hawaiian black sea salt.'],
    ['Vosges Haut-Chocolat', 'Red Fire Bar', null, '3oz', 8.99, 'Chocolate Bar', 'Illinois', 'Dark Chocolate', D.MB, 'Dark chocolate with ancho and chipotle chillies and Ceylon cinnamon.'],
    ['Askinosie Chocolate', '72% Dark Chocolate Tenende Tanzania', null, '3oz', 10.99, 'Chocolate Bar', 'Missouri', 'Dark Chocolate', D.MB, 'Single-origin bean-to-bar chocolate from Springfield, Missouri, made with direct-trade cocoa.', { attrs: [LOCAL] }],
    ['Patric Chocolate', '70% Madagascar Dark Chocolate', null, '2.3oz', 9.99, 'Chocolate Bar', 'Missouri', 'Dark Chocolate', D.MB, 'Award-winning bean-to-bar chocolate from Columbia, Missouri, with bright red-fruit notes.', { attrs: [LOCAL, AWARD] }],
    ["Bissinger's Handcrafted Chocolatier", 'Milk Chocolate Covered Pretzels', null, '6oz', 14.99, 'Confection', 'Missouri', 'Milk Chocolate', D.MB, "St. Louis's historic chocolatier coats crisp pretzels in creamy milk chocolate.", { attrs: [LOCAL, GIFT] }],
    ["Tony's Chocolonely", 'Milk Chocolate Caramel Sea Salt', null, '6.35oz', 6.99, 'Chocolate Bar', '', 'Milk Chocolate', D.MB, 'Chunky milk chocolate with caramel and sea salt, on a mission for slave-free chocolate.', { country: 'Netherlands', attrs: ['Fair Trade'] }],
  ]),

  // prettier-ignore
  ...group({ type: 'Pantry & Gourmet Foods', country: 'United States', cat: 'fb-2' }, [
    ['Partanna', 'Robust Extra Virgin Olive Oil', null, '1L', 24.99, 'Olive Oil', 'Sicily', 'Nocellara', D.MB, 'Robust, peppery Sicilian oil pressed from Nocellara del Belice olives.', { country: 'Italy', cat: 'fb-2-5-12' }],
    ["Rustichella d'Abruzzo", 'Spaghetti', null, '1.1lb', 7.99, 'Pasta', 'Abruzzo', 'Durum Wheat', D.JB, 'Bronze-die extruded and slowly dried for a rough texture that holds sauce.', { country: 'Italy', cat: 'fb-2-14' }],
    ["Mike's Hot Honey", 'Hot Honey', null, '12oz', 10.99, 'Honey', 'New York', 'Wildflower', D.MB, 'Wildflower honey infused with chili peppers; great on pizza, cheese and fried chicken.', { cat: 'fb-2-4-6' }],
    ['Rustic Bakery', 'Olive Oil and Sel Gris Sourdough Flatbread Crackers', null, '6oz', 6.99, 'Crackers', 'California', 'Sourdough', D.MB, 'Thin, crisp sourdough flatbread crackers made for the cheese board.', { cat: 'fb-2-17-5' }],
    ['Raincoast Crisps', 'Salty Date and Almond Crisps', null, '6oz', 8.99, 'Crackers', '', 'Fruit and Nut', D.MB, 'Crunchy crisps studded with dates, almonds and sea salt.', { country: 'Canada', cat: 'fb-2-17-5' }],
    ['Mitica', 'Marcona Almonds with Rosemary', null, '4.4oz', 8.99, 'Nuts', '', 'Marcona Almond', D.JB, 'Buttery Spanish almonds fried in olive oil with rosemary and sea salt.', { country: 'Spain', cat: 'fb-2-13' }],
    ['Divina', 'Pitted Kalamata Olives', null, '12oz', 8.99, 'Olives', 'Peloponnese', 'Kalamata', D.JB, 'Meaty, wine-cured Kalamata olives from the Peloponnese.', { country: 'Greece', cat: 'fb-2-4-13' }],
    ['Bonne Maman', 'Fig Preserves', null, '13oz', 5.99, 'Preserves', '', 'Fig', D.MB, 'Fig preserves made with simple ingredients; a natural match for cheese.', { country: 'France', cat: 'fb-2-7-6' }],
    ['Maille', 'Dijon Originale Mustard', null, '7.5oz', 4.99, 'Mustard', 'Burgundy', 'Brown Mustard Seed', D.MB, 'Classic strong Dijon mustard, made since 1747.', { country: 'France', cat: 'fb-2-4-12' }],
    ['Luxardo', 'Original Maraschino Cherries', null, '14.1oz', 24.99, 'Cocktail Garnish', 'Veneto', 'Marasca Cherry', D.MB, 'Candied Marasca cherries in rich syrup; the original cocktail cherry.', { country: 'Italy', cat: 'fb-2-10-1', attrs: [GIFT] }],
  ]),

  // prettier-ignore
  ...group({ type: 'Mixers & Bitters', country: 'United States', cat: 'fb-1-12' }, [
    ['Fever-Tree', 'Premium Indian Tonic Water', null, '200ml 4pk', 5.99, 'Tonic', '', 'Quinine', D.LOHR, 'Made with natural quinine and spring water for a crisp, clean G&T.', { country: 'England' }],
    ['Fever-Tree', 'Premium Ginger Beer', null, '200ml 4pk', 5.99, 'Ginger Beer', '', 'Ginger', D.LOHR, 'A blend of three gingers for a spicy, refreshing Moscow Mule.', { country: 'England' }],
    ["Peychaud's", 'Aromatic Cocktail Bitters', null, '5oz', 7.99, 'Bitters', 'Louisiana', 'Anise', D.SGWS, 'Bright anise and cherry; the essential bitters for a Sazerac.', { cat: 'fb-1-1-2' }],
    ["Regans'", 'Orange Bitters No. 6', null, '5oz', 8.99, 'Bitters', 'Kentucky', 'Orange', D.SGWS, 'Zesty orange bitters created by cocktail historian Gary Regan.', { cat: 'fb-1-1-2' }],
    ['Liber & Co.', 'Real Grenadine', null, '9.5oz', 11.99, 'Syrup', 'Texas', 'Pomegranate', D.MB, 'Made with real pomegranate and cane sugar for Tequila Sunrises and Jack Roses.', { cat: 'fb-1-4' }],
    ['Small Hand Foods', 'Orgeat', null, '8.5oz', 14.99, 'Syrup', 'California', 'Almond', D.MB, 'Almond syrup with a touch of orange flower water; the key to a proper Mai Tai.', { cat: 'fb-1-4' }],
  ]),

  // prettier-ignore
  ...group({ type: 'Accessories', country: 'United States', cat: 'hg-11-1' }, [
    ['Rabbit', 'Original Lever Corkscrew', null, 'Each', 49.99, 'Corkscrew', '', 'Metal', D.MB, 'Removes a cork in seconds with a simple lever action.', { cat: 'hg-11-1-11-2', attrs: [GIFT] }],
    ['Rabbit', 'Electric Corkscrew', null, 'Each', 39.99, 'Corkscrew', '', 'Metal', D.MB, 'A rechargeable one-touch opener with a built-in foil cutter.', { cat: 'hg-11-1-11-1', attrs: [GIFT] }],
    ['Rabbit', 'Wine and Beverage Bottle Stoppers', null, 'Set of 4', 14.99, 'Wine Preservation', '', 'Silicone', D.MB, 'Silicone-sealed stoppers that keep wine and sparkling water fresh.', { cat: 'hg-11-1-6' }],
    ["Pulltap's", "Double-Hinged Waiter's Corkscrew", null, 'Each', 12.99, 'Corkscrew', '', 'Metal', D.MB, 'The sommelier favorite: a two-step lever for smooth, straight extraction.', { country: 'Spain', cat: 'hg-11-1-11-4', attrs: [STAFF] }],
    ['Coravin', 'Pivot Wine Preservation System', null, 'Each', 99.99, 'Wine Preservation', '', 'Metal', D.MB, 'Pour a glass and keep the rest of the bottle fresh for up to four weeks.', { cat: 'hg-11-1-6', attrs: [GIFT] }],
    ['Riedel', 'Vinum Cabernet Sauvignon/Merlot Glass', null, 'Set of 2', 59.99, 'Glassware', '', 'Crystal', D.MB, 'Machine-made crystal Bordeaux glasses shaped to show off Cabernet and Merlot.', { country: 'Austria', cat: 'hg-11-10-5-7-3', attrs: [GIFT] }],
    ['Riedel', 'Veritas Champagne Wine Glass', null, 'Set of 2', 59.99, 'Glassware', '', 'Crystal', D.MB, 'A tulip shape that highlights the aromas of fine sparkling wine.', { country: 'Austria', cat: 'hg-11-10-5-7-1' }],
    ['Riedel', 'Cabernet Decanter', null, 'Each', 59.99, 'Decanter', '', 'Crystal', D.MB, 'A classic wide-based decanter that lets young reds breathe.', { country: 'Austria', cat: 'hg-11-1-12', attrs: [GIFT] }],
    ['Zalto', "Denk'Art Universal Glass", null, 'Each', 69.99, 'Glassware', '', 'Crystal', D.MB, 'Mouth-blown, ultra-thin crystal; one glass for every style of wine.', { country: 'Austria', cat: 'hg-11-10-5-7-3' }],
    ['Glencairn', 'Whisky Glass', null, 'Set of 2', 24.99, 'Glassware', '', 'Crystal', D.MB, 'The official whisky glass: a tapered mouth concentrates aromas for nosing.', { country: 'Scotland', cat: 'hg-11-10-5-8', attrs: [GIFT] }],
    ['Vinturi', 'Red Wine Aerator', null, 'Each', 29.99, 'Aerator', '', 'Acrylic', D.MB, 'Aerates wine instantly as you pour, for softer, more aromatic reds.', { cat: 'hg-11-1-16' }],
    ['Cocktail Kingdom', 'Koriko Weighted Shaking Tins', null, 'Set of 2', 24.99, 'Barware', '', 'Stainless Steel', D.MB, "The professional's shaker set: a weighted large and small tin that seal tight.", { cat: 'hg-11-1-10-3' }],
    ['Cocktail Kingdom', 'Hawthorne Strainer', null, 'Each', 14.99, 'Barware', '', 'Stainless Steel', D.MB, 'A tightly coiled strainer for shaken cocktails.', { cat: 'hg-11-1-10-4' }],
    ['Tovolo', 'King Cube Ice Molds', null, 'Set of 2', 12.99, 'Barware', '', 'Silicone', D.MB, 'Makes large, slow-melting two-inch cubes for whiskey and cocktails.', { cat: 'hg-11-8-37' }],
    ['Boska', 'Cheese Knife Set', null, 'Set of 3', 24.99, 'Cheese Tools', '', 'Stainless Steel', D.MB, 'Stainless steel knives for soft, semi-hard and hard cheeses.', { country: 'Netherlands', cat: 'hg-11-10-6-1', attrs: [GIFT] }],
  ]),
];
