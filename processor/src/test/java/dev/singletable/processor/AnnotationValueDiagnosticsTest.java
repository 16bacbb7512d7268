package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
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

  /** test.Follow with these {@code @Edge} members, one a line from line 6, and the record after them. */
  private static JavaFileObject follow(String source, String target, String more) {
    return JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(",
        "    source = " + source + ",",                                            // line 6
        "    target = " + target + more + ")",                                     // line 7
        "record Follow(@Edge.Source String follower, @Edge.Target String followee) {}");
  }

  @Covers(Message.EMPTY_PREFIX)
  @Test
  void emptyPrefix() {
    JavaFileObject source = follow("\"ACTOR\"", "\"\"", "");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.EMPTY_PREFIX, source, 7, "[SingletableEmptyPrefix] A key prefix cannot be empty;"
        + " target of Follow is \"\". Give it a name such as \"TARGET\".");
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.PREFIX_WITH_DELIMITER)
  @Test
  void prefixWithTheKeyDelimiter() {
    JavaFileObject source = follow("\"USER#ACTOR\"", "\"TARGET\"", "");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.PREFIX_WITH_DELIMITER, source, 6, "[SingletablePrefixWithDelimiter] A key prefix"
        + " cannot contain the key delimiter '#'; source of Follow is \"USER#ACTOR\". Remove the '#', e.g."
        + " \"USERACTOR\".");
    assertThat(compilation).hadErrorCount(1);
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

    Expect.only(compilation, Message.PREFIX_WITH_WHITESPACE, source, 7, "[SingletablePrefixWithWhitespace] A key prefix"
        + " cannot contain whitespace or control characters; target of Follow is \"" + printed + "\". Use letters,"
        + " digits, '_', '-' or '.'.");
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.INVALID_INDEX_NAME)
  @ParameterizedTest
  @ValueSource(strings = {"G1", "GSI 1", "GSI#1", "GSI/1"})
  void invalidIndexName(String index) {
    JavaFileObject source = follow("\"ACTOR\"", "\"TARGET\"", ",\n    invertedIndex = \"" + index + "\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.INVALID_INDEX_NAME, source, 8, "[SingletableInvalidIndexName] A DynamoDB index"
        + " name has 3 to 255 characters of A-Z, a-z, 0-9, '_', '-' and '.'; invertedIndex of Follow is \"" + index
        + "\". Use a name such as \"GSI1\".");
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.INVALID_TABLE_NAME)
  @ParameterizedTest
  @ValueSource(strings = {"my-table", "class", "1st", ""})
  void invalidTableName(String table) {
    JavaFileObject source = follow("\"ACTOR\"", "\"TARGET\"", ",\n    table = \"" + table + "\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.INVALID_TABLE_NAME, source, 8, "[SingletableInvalidTableName] A table name must"
        + " be a Java identifier (it names the generated <table>Table class); table of Follow is \"" + table + "\"."
        + " Use a name such as \"Social\".");
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.INVALID_ATTRIBUTE_NAME)
  @Test
  void emptyAttributeName() {
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Attribute;",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        "record Follow(",
        "    @Edge.Source String follower,",
        "    @Edge.Target String followee,",
        "    @Attribute(",
        "        \"\")",                                                           // line 11
        "    String note) {}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.INVALID_ATTRIBUTE_NAME, source, 11, "[SingletableInvalidAttributeName] An"
        + " attribute name cannot be empty; Follow.note has @Attribute(\"\"). Give it a name, or remove @Attribute to"
        + " use the component name.");
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }
}
