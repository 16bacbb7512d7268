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
}
