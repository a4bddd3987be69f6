import { D, group, type CatalogRow } from './model';

const BEER = 'fb-1-1-1';
const LOCAL = 'Local';
const LTD = 'Limited Release';
const GF = 'Gluten Free';

// vendor, name, vintage, size, price, subtype, region, varietal, distributor, note, extra
// A size like `12oz 6pk` is a pack: the generator adds a single-unit variant (`12oz`).
export const BEERS: CatalogRow[] = [
  // prettier-ignore
  ...group({ type: 'USA Beer', country: 'United States', cat: BEER }, [
    ['Schlafly Beer', 'Pale Ale', null, '12oz 6pk', 10.99, 'Pale Ale', 'St. Louis', 'English Pale Ale', D.LOHR, "St. Louis's original craft beer since 1991: biscuity malt balanced by earthy English hops.", { attrs: [LOCAL] }],
    ['Schlafly Beer', 'Tasmanian IPA', null, '12oz 6pk', 11.99, 'IPA', 'St. Louis', 'American IPA', D.LOHR, 'Bright and juicy with Tasmanian hops: passion fruit, citrus and pine.', { attrs: [LOCAL] }],
    ['Schlafly Beer', 'Dry-Hopped APA', null, '12oz 6pk', 10.99, 'Pale Ale', 'St. Louis', 'American Pale Ale', D.LOHR, 'A crisp American pale ale dry-hopped with Cascade for grapefruit and floral aromas.', { attrs: [LOCAL] }],
    ['Schlafly Beer', 'Oatmeal Stout', null, '12oz 6pk', 10.99, 'Stout', 'St. Louis', 'Oatmeal Stout', D.LOHR, 'Silky roasted malt with coffee and dark chocolate notes.', { attrs: [LOCAL] }],
    ['4 Hands Brewing Co.', 'City Wide American Pale Ale', null, '12oz 6pk', 10.99, 'Pale Ale', 'St. Louis', 'American Pale Ale', D.MB, 'A crisp, citrusy pale ale brewed in LaSalle Park; part of every sale supports St. Louis neighborhoods.', { attrs: [LOCAL] }],
    ['4 Hands Brewing Co.', 'Incarnation IPA', null, '12oz 6pk', 11.99, 'IPA', 'St. Louis', 'American IPA', D.MB, 'Resinous pine and tropical fruit with a clean, dry finish.', { attrs: [LOCAL] }],
    ['4 Hands Brewing Co.', 'Single Speed Blonde Ale', null, '12oz 6pk', 9.49, 'Blonde Ale', 'St. Louis', 'American Blonde Ale', D.MB, 'Light, crisp and easy-drinking with subtle fruit and bready malt.', { attrs: [LOCAL] }],
    ['Urban Chestnut Brewing Company', 'Zwickel Bavarian Lager', null, '16oz 4pk', 10.99, 'Lager', 'St. Louis', 'Kellerbier', D.GREY_EAGLE, 'An unfiltered Bavarian-style lager: soft, bready and refreshing.', { attrs: [LOCAL] }],
    ['Urban Chestnut Brewing Company', 'STLIPA', null, '16oz 4pk', 11.99, 'IPA', 'St. Louis', 'American IPA', D.GREY_EAGLE, 'A hop-forward, St. Louis-brewed IPA with citrus and pine.', { attrs: [LOCAL] }],
    ['Urban Chestnut Brewing Company', 'Schnickelfritz Bavarian Weissbier', null, '16oz 4pk', 10.99, 'Wheat Beer', 'St. Louis', 'Hefeweizen', D.GREY_EAGLE, 'Banana, clove and soft wheat in a classic Bavarian weissbier.', { attrs: [LOCAL] }],
    ['Civil Life Brewing Company', 'American Brown Ale', null, '16oz 4pk', 11.99, 'Brown Ale', 'St. Louis', 'American Brown Ale', D.MB, 'Toasty, nutty and sessionable from a Tower Grove South neighborhood favorite.', { attrs: [LOCAL] }],
    ['Perennial Artisan Ales', 'Saison de Lis', null, '750ml', 14.99, 'Saison', 'St. Louis', 'Farmhouse Ale', D.MB, 'A Belgian-style saison brewed with chamomile: dry, floral and peppery.', { attrs: [LOCAL] }],
    ['Perennial Artisan Ales', 'Abraxas Imperial Stout', null, '750ml', 24.99, 'Stout', 'St. Louis', 'Imperial Stout', D.MB, 'Imperial stout with ancho chiles, cinnamon, vanilla and cacao; a St. Louis cult release.', { attrs: [LOCAL, LTD] }],
    ['Anheuser-Busch', 'Budweiser', null, '12oz 12pk', 15.99, 'Lager', 'St. Louis', 'American Lager', D.GREY_EAGLE, 'Brewed in St. Louis since 1876: crisp, clean and refreshing.', { attrs: [LOCAL] }],
    ['Anheuser-Busch', 'Michelob Ultra', null, '12oz 12pk', 16.99, 'Lager', 'St. Louis', 'Light Lager', D.GREY_EAGLE, 'A light, low-carb lager with a clean, crisp finish.'],
    ['Boulevard Brewing Co.', 'Tank 7 Farmhouse Ale', null, '12oz 6pk', 12.49, 'Saison', 'Kansas City', 'Farmhouse Ale', D.MB, "Kansas City's citrusy, peppery farmhouse ale at 8.5%.", { attrs: [LOCAL] }],
    ['Boulevard Brewing Co.', 'Unfiltered Wheat Beer', null, '12oz 6pk', 10.49, 'Wheat Beer', 'Kansas City', 'American Wheat', D.MB, 'Lively, hazy wheat beer with a hint of citrus.', { attrs: [LOCAL] }],
    ['Anheuser-Busch', 'Busch Light', null, '12oz 24pk', 21.99, 'Lager', 'St. Louis', 'Light Lager', D.GREY_EAGLE, 'A light, easy-drinking St. Louis lager brewed for the cooler.', { attrs: [LOCAL] }],
    ['New Belgium Brewing', 'Voodoo Ranger IPA', null, '12oz 6pk', 11.99, 'IPA', 'Colorado', 'American IPA', D.MB, 'Bright tropical fruit and pine with a crisp, bitter finish.'],
    ['Left Hand Brewing Company', 'Milk Stout Nitro', null, '12oz 6pk', 11.99, 'Stout', 'Colorado', 'Milk Stout', D.MB, 'Poured hard for a cascading nitro head: brown sugar, roasted coffee and cream.'],
    ['Firestone Walker Brewing Company', 'Mind Haze IPA', null, '12oz 6pk', 11.99, 'Hazy IPA', 'California', 'New England IPA', D.MB, 'A soft, juicy hazy IPA with tangerine, grapefruit and mango.'],
    ['Samuel Adams', 'Boston Lager', null, '12oz 6pk', 10.99, 'Lager', 'Massachusetts', 'Vienna Lager', D.GREY_EAGLE, 'The craft lager that started it all: caramel malt balanced by floral, piney noble hops.'],
    ['Sierra Nevada Brewing Co.', 'Pale Ale', null, '12oz 6pk', 10.99, 'Pale Ale', 'California', 'American Pale Ale', D.MB, 'The pioneering American pale ale: piney Cascade hops and a balanced malt backbone.'],
    ["Bell's Brewery", 'Two Hearted IPA', null, '12oz 6pk', 11.99, 'IPA', 'Michigan', 'American IPA', D.MB, 'All Centennial hops for grapefruit, pine and floral aromas.'],
    ['Founders Brewing Co.', 'KBS Bourbon Barrel-Aged Imperial Stout', null, '12oz 4pk', 19.99, 'Stout', 'Michigan', 'Imperial Stout', D.LOHR, 'Imperial stout brewed with coffee and chocolate, aged in bourbon barrels.', { attrs: [LTD] }],
    ['Founders Brewing Co.', 'Breakfast Stout', null, '12oz 4pk', 12.99, 'Stout', 'Michigan', 'Imperial Stout', D.LOHR, 'Double chocolate coffee oatmeal stout with rich roasted flavors.'],
    ['Lagunitas Brewing Company', 'IPA', null, '12oz 6pk', 10.99, 'IPA', 'California', 'West Coast IPA', D.LOHR, 'Well-rounded IPA with piney, citrusy hops and caramel malt.'],
    ['Deschutes Brewery', 'Black Butte Porter', null, '12oz 6pk', 10.99, 'Porter', 'Oregon', 'Robust Porter', D.MB, 'Creamy chocolate and coffee notes in a classic American porter.'],
    ['Dogfish Head Craft Brewery', '60 Minute IPA', null, '12oz 6pk', 11.99, 'IPA', 'Delaware', 'American IPA', D.GREY_EAGLE, 'Continually hopped for a citrusy, balanced East Coast IPA.'],
    ['Allagash Brewing Company', 'White', null, '12oz 6pk', 13.49, 'Wheat Beer', 'Maine', 'Witbier', D.MB, 'Belgian-style wheat beer spiced with coriander and orange peel.'],
    ['Goose Island Beer Co.', 'Bourbon County Brand Stout', null, '16.9oz', 14.99, 'Stout', 'Illinois', 'Imperial Stout', D.GREY_EAGLE, 'The original bourbon barrel-aged stout, released each Black Friday.', { attrs: [LTD] }],
    ['Athletic Brewing Co.', 'Run Wild IPA', null, '12oz 6pk', 11.99, 'Non-Alcoholic', 'Connecticut', 'American IPA', D.MB, 'A full-flavored non-alcoholic IPA with five Northwest hops.', { cat: 'fb-1-8-1', attrs: ['Vegan'] }],
  ]),

  // prettier-ignore
  ...group({ type: 'Import Beer', country: 'Belgium', cat: BEER }, [
    ['Guinness', 'Draught Stout', null, '14.9oz 4pk', 9.99, 'Stout', 'Dublin', 'Dry Irish Stout', D.LOHR, 'Nitrogenated for a creamy head and roasted, coffee-like character.', { country: 'Ireland' }],
    ['Heineken', 'Lager', null, '12oz 6pk', 10.99, 'Lager', '', 'European Pale Lager', D.LOHR, 'Crisp, balanced Dutch lager brewed with its signature A-yeast.', { country: 'Netherlands' }],
    ['Stella Artois', 'Lager', null, '11.2oz 6pk', 11.99, 'Lager', 'Flanders', 'Pilsner', D.GREY_EAGLE, 'Crisp Belgian pilsner with a floral hop aroma, first brewed in Leuven.'],
    ['Pilsner Urquell', 'Czech Pilsner', null, '11.2oz 6pk', 11.99, 'Pilsner', 'Bohemia', 'Pilsner', D.LOHR, 'The original golden pilsner from Plzeň: soft malt, spicy Saaz hops and a crisp finish.', { country: 'Czech Republic' }],
    ['Weihenstephaner', 'Hefeweissbier', null, '16.9oz', 4.49, 'Wheat Beer', 'Bavaria', 'Hefeweizen', D.MB, "From the world's oldest brewery: banana, clove and a creamy, full body.", { country: 'Germany' }],
    ['Ayinger', 'Celebrator Doppelbock', null, '11.2oz 4pk', 13.99, 'Bock', 'Bavaria', 'Doppelbock', D.MB, 'Dark, rich and malty with notes of caramel, dark fruit and chocolate.', { country: 'Germany', attrs: ['Gift Idea'] }],
    ['Chimay', 'Grande Réserve Blue', null, '750ml', 14.99, 'Belgian Ale', 'Wallonia', 'Belgian Strong Dark Ale', D.MB, 'A Trappist strong dark ale with dark fruit, spice and caramel; ages beautifully.'],
    ['Duvel Moortgat', 'Duvel Belgian Golden Ale', null, '11.2oz 4pk', 13.99, 'Belgian Ale', 'Flanders', 'Belgian Strong Golden Ale', D.MB, 'Effervescent and deceptively strong, with pear, spice and a dry finish.'],
    ["Brasserie d'Orval", 'Orval Trappist Ale', null, '11.2oz', 6.99, 'Belgian Ale', 'Wallonia', 'Belgian Pale Ale', D.MB, 'A singular, dry-hopped Trappist ale refermented with Brettanomyces.'],
    ['Modelo', 'Especial', null, '12oz 12pk', 17.99, 'Lager', '', 'Mexican Lager', D.LOHR, 'Rich, full-flavored Mexican lager with a clean, crisp finish.', { country: 'Mexico' }],
    ['Corona', 'Extra', null, '12oz 6pk', 10.99, 'Lager', '', 'Mexican Lager', D.LOHR, 'Light, crisp Mexican lager; best with a wedge of lime.', { country: 'Mexico' }],
    ["Samuel Smith's", 'Organic Chocolate Stout', null, '550ml', 6.49, 'Stout', 'Yorkshire', 'Sweet Stout', D.MB, 'Brewed with organic chocolate for a velvety, dessert-like stout.', { country: 'England', attrs: ['Organic', 'Vegan'] }],
  ]),

  // prettier-ignore
  ...group({ type: 'Cider & Seltzer', country: 'United States', cat: 'fb-1-1-4' }, [
    ['Angry Orchard', 'Crisp Apple Hard Cider', null, '12oz 6pk', 10.99, 'Hard Cider', 'New York', 'Apple', D.GREY_EAGLE, 'Sweet and crisp hard cider with fresh apple flavor.', { attrs: [GF] }],
    ['Virtue Cider', 'Michigan Brut', null, '12oz 6pk', 11.99, 'Hard Cider', 'Michigan', 'Apple', D.GREY_EAGLE, 'Dry, farmhouse-style cider from Michigan apples.', { attrs: [GF] }],
    ['Éric Bordelet', 'Poiré Authentique', null, '750ml', 21.99, 'Perry', 'Normandy', 'Pear', D.NEAL, 'Naturally sparkling perry from old pear trees: delicate, floral and low in alcohol.', { country: 'France', attrs: [GF, 'Organic'] }],
    ['White Claw', 'Black Cherry Hard Seltzer', null, '12oz 6pk', 10.99, 'Hard Seltzer', '', 'Black Cherry', D.LOHR, 'Crisp, light hard seltzer with a splash of black cherry.', { cat: 'fb-1-1-6-3', attrs: [GF] }],
    ['High Noon', 'Pineapple Vodka Seltzer', null, '12oz 4pk', 10.99, 'Hard Seltzer', 'California', 'Pineapple', D.SGWS, 'Real vodka, sparkling water and pineapple juice.', { cat: 'fb-1-1-6-3', attrs: [GF] }],
  ]),
];
