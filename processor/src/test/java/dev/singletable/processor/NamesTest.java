package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.processor.model.Names;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NamesTest {

  /** The derived accessor of a record, rule by rule: each rule's cases, then words it must leave alone. */
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
      // s
      "Follow,follows", "Day,days", "Key,keys", "Boy,boys", "Photo,photos", "UserProfile,userProfiles",
      "URL,urls", "URLRecord,urlRecords", "UserID,userIDs", "A,as", "Y,ys", "Human,humans", "Manager,managers",
      "Personal,personals", "Salesperson,salespersons", "ChildCare,childCares",
      // consonant + y -> ies
      "Reply,replies", "Category,categories", "PartyCity,partyCities",
      // s, x, z, ch, sh -> es
      "Match,matches", "Bus,buses", "Status,statuses", "Box,boxes", "Fox,foxes", "Waltz,waltzes",
      "Church,churches", "Wish,wishes",
      // f, fe -> ves for the listed words only
      "Shelf,shelves", "BookShelf,bookShelves", "Leaf,leaves", "Knife,knives", "Wife,wives", "Life,lives",
      "Wolf,wolves", "Half,halves", "Thief,thieves", "Loaf,loaves", "Calf,calves", "Elf,elves", "Self,selves",
      "Sheaf,sheaves", "Roof,roofs", "Chief,chiefs", "Belief,beliefs", "Proof,proofs", "Chef,chefs",
      "Cliff,cliffs", "Safe,safes", "Giraffe,giraffes", "Gulf,gulfs",
      // irregular last words
      "Person,people", "SalesPerson,salesPeople", "Man,men", "Woman,women", "Child,children",
      "GrandChild,grandChildren"})
  void pluralsReadAsEnglish(String name, String plural) {
    assertEquals(plural, Names.plural(name));
  }

  /** The keys class's methods of an index start with its name in lower camel case, always an identifier. */
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({"GSI2,gsi2", "gsi2,gsi2", "ByCustomer,byCustomer", "URLIndex,urlIndex", "orders-by-day,ordersByDay",
      "GSI_2,gsi2", "my.index,myIndex", "123,index123", "2nd-index,index2ndIndex", "___,index"})
  void indexMethodStem(String index, String stem) {
    assertEquals(stem, Names.indexMethodStem(index));
  }

  @ParameterizedTest(name = "{0}, {1} -> {2}")
  @CsvSource({"GSI3,1,BY_GSI3_1", "byCustomer,0,BY_BY_CUSTOMER_0", "orders-by.day,2,BY_ORDERS_BY_DAY_2"})
  void indexListingField(String index, int fixed, String field) {
    assertEquals(field, Names.indexListingField(index, fixed));
  }
}
