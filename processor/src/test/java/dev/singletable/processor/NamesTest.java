package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.processor.model.Names;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NamesTest {

  @ParameterizedTest
  @CsvSource({"Follow,follows", "Reply,replies", "Match,matches", "Day,days", "Bus,buses", "Box,boxes",
      "Wish,wishes", "URL,urls", "URLRecord,urlRecords", "A,as"})
  void pluralsReadAsEnglish(String name, String plural) {
    assertEquals(plural, Names.plural(name));
  }
}
