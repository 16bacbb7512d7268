package dev.singletable.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The key templates of {@code @Index}: what a text parses to, and why a text is none. */
class KeyTemplateTest {

  @Test
  void aTemplateIsItsPrefixAndTheComponentsOfItsParts() {
    assertEquals(new KeyTemplate("o", List.of("orderedAt", "orderId")),
        KeyTemplate.parse("o#{orderedAt}#{orderId}").template());
    assertEquals(new KeyTemplate("ORDER_v2.x-y", List.of("id")), KeyTemplate.parse("ORDER_v2.x-y#{id}").template());
    assertNull(KeyTemplate.parse("o#{orderedAt}").problem());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
      "c                  | it has no #{component} part          | ",
      "{customer}         | it has no #{component} part          | ",
      "#{customer}        | its prefix is empty                  | ",
      "c\td#{customer}    | its prefix has whitespace or control characters | ",
      "c#                 | \"%s\" is no #{component} part       | #",
      "c##{customer}      | \"%s\" is no #{component} part       | #",
      "c#{a}#             | \"%s\" is no #{component} part       | #",
      "c#{a}b             | \"%s\" is no #{component} part       | #{a}b",
      "c#{a}}             | \"%s\" is no #{component} part       | #{a}}",
      "c#{a{b}            | \"%s\" is no #{component} part       | #{a{b}",
      "c#{a               | \"%s\" has no closing '}'           | #{a",
      "c#{a#b}            | \"%s\" has no closing '}'           | #{a",
      "c#{}               | \"%s\" names no component            | #{}"})
  void aTextThatIsNoTemplateSaysWhy(String text, String problem, String part) {
    KeyTemplate.Parsed parsed = KeyTemplate.parse(text.replace("\\t", "\t"));
    assertNull(parsed.template());
    assertEquals(problem, parsed.problem());
    assertEquals(part, parsed.part());
  }
}
