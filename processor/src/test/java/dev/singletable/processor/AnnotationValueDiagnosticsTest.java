package dev.singletable.processor;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The diagnostics on annotation values. The annotation spans several lines, one member a line, so
 * that each test shows the error is on the value that is wrong.
 */
class AnnotationValueDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /** test.Follow with these {@code @Edge} members, one a line from line 7, and the record after them. */
  private static JavaFileObject follow(String source, String target, String more) {
    return Sources.source("test.Follow",
        "@Edge(",
        "    source = " + source + ",",                                            // line 7
        "    target = " + target + more + ")",                                     // line 8
        "record Follow(@Edge.Source String follower, @Edge.Target String followee) {}");
  }

  @Covers(Message.EMPTY_PREFIX)
  @Test
  void emptyPrefix() {
    JavaFileObject source = follow("\"ACTOR\"", "\"\"", "");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.EMPTY_PREFIX, source, 8, "[SingletableEmptyPrefix] A key prefix cannot be"
        + " empty; target of Follow is \"\". Give it a name such as \"TARGET\".");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.PREFIX_WITH_DELIMITER)
  @Test
  void prefixWithTheKeyDelimiter() {
    JavaFileObject source = follow("\"USER#ACTOR\"", "\"TARGET\"", "");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.PREFIX_WITH_DELIMITER, source, 7, "[SingletablePrefixWithDelimiter] A key"
        + " prefix cannot contain the key delimiter '#'; source of Follow is \"USER#ACTOR\". Remove the '#', e.g."
        + " \"USERACTOR\".");
    Expect.nothingGenerated(processor);
  }

  /** The prefix as written in Java source, and as the message prints it: invisible characters escaped. */
  @Covers(Message.PREFIX_WITH_WHITESPACE)
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "\"TAR GET\"     | TAR GET",
      "\"TARGET\\t\"   | TARGET\\u0009",
      "\"TAR\\u0001\"  | TAR\\u0001",
      "\"TAR\\u00A0\"  | TAR\\u00A0",
      "\"\\nTARGET\"   | \\u000ATARGET"})
  void prefixWithWhitespaceOrControlCharacters(String written, String printed) {
    JavaFileObject source = follow("\"ACTOR\"", written, "");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.PREFIX_WITH_WHITESPACE, source, 8, "[SingletablePrefixWithWhitespace] A key"
        + " prefix cannot contain whitespace or control characters; target of Follow is \"" + printed + "\". Use"
        + " letters, digits, '_', '-' or '.'.");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.INVALID_INDEX_NAME)
  @ParameterizedTest
  @ValueSource(strings = {"G1", "GSI 1", "GSI#1", "GSI/1"})
  void invalidIndexName(String index) {
    JavaFileObject source = follow("\"ACTOR\"", "\"TARGET\"", ",\n    invertedIndex = \"" + index + "\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.INVALID_INDEX_NAME, source, 9, "[SingletableInvalidIndexName] A DynamoDB"
        + " index name has 3 to 255 characters of A-Z, a-z, 0-9, '_', '-' and '.'; invertedIndex of Follow is \""
        + index + "\". Use a name such as \"GSI1\".");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.INVALID_TABLE_NAME)
  @ParameterizedTest
  @ValueSource(strings = {"my-table", "class", "1st", ""})
  void invalidTableName(String table) {
    JavaFileObject source = follow("\"ACTOR\"", "\"TARGET\"", ",\n    table = \"" + table + "\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.INVALID_TABLE_NAME, source, 9, "[SingletableInvalidTableName] A table name"
        + " must be a Java identifier (it names the generated <table>Table class); table of Follow is \"" + table
        + "\". Use a name such as \"Social\".");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.INVALID_ATTRIBUTE_NAME)
  @Test
  void emptyAttributeName() {
    JavaFileObject source = Sources.follow(
        "@Edge.Source String follower,",
        "@Edge.Target String followee,",
        "@Attribute(",
        "    \"\")",                                                               // line 11
        "String note");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.INVALID_ATTRIBUTE_NAME, source, 11, "[SingletableInvalidAttributeName] An"
        + " attribute name cannot be empty; Follow.note has @Attribute(\"\"). Give it a name, or remove @Attribute to"
        + " use the component name.");
    Expect.nothingGenerated(processor);
  }
}
