package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.read.EdgeReader;
import dev.singletable.processor.validate.Message;
import dev.singletable.runtime.ItemMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Records whose types another processor generates, types that never resolve, and records that
 * arrive after their table was written. Helper processors stand for the other processors of a build.
 * {@link Sources} lays out the records.
 */
class RoundsDiagnosticsTest {

  private static final JavaFileObject FOLLOW_WITH_NOTE = Sources.follow(
      "@Edge.Source String follower,",
      "@Edge.Target String followee,",
      "Note note");                                                               // line 10

  /** Valid, in its own file, beside records that fail. */
  private static final JavaFileObject MUTE = Sources.edge("test.Mute", "source = \"MUTER\", target = \"MUTED\"");

  /**
   * These processors, then two helpers that write a file in round 1 and in round 2: the
   * compilation has four rounds, so an error of round 1 is two rounds behind the last one.
   */
  private static List<Processor> withTwoMoreRounds(Processor... processors) {
    List<Processor> all = new ArrayList<>(List.of(processors));
    all.add(SourceWriter.inFirstRound("test.Extra1", "package test;", "final class Extra1 {}"));
    all.add(SourceWriter.after("test.Extra1", "test.Extra2", "package test;", "final class Extra2 {}"));
    return all;
  }

  @Test
  void recordUsingATypeAnotherProcessorGeneratesIsDeferredThenGenerated() {
    Compilation compilation = Compiler.compileWith(List.of(new SingleTableProcessor(),
            SourceWriter.inFirstRound("test.Note", "package test;", "", "enum Note { SHORT, LONG }")),
        FOLLOW_WITH_NOTE);

    Expect.succeededGenerating(compilation, "test.FollowRepository", "test.MainTable", "test.MainTableProvider");
    GeneratedApi api = GeneratedApi.of(compilation);
    Object follow = api.make("test.Follow", "alice", "bob", api.type("test.Note").call("valueOf", "LONG"));
    @SuppressWarnings("unchecked")
    ItemMapper<Object> mapper = (ItemMapper<Object>) api.type("test.FollowMapper").value("INSTANCE");
    Map<String, AttributeValue> item = mapper.toItem(follow);
    assertEquals(AttributeValue.fromS("LONG"), item.get("note"));
    assertEquals(follow, mapper.fromItem(item));
  }

  @Test
  void deferredRecordIsCheckedOnceItsTypeResolves() {
    Compilation compilation = Compiler.compileWith(List.of(new SingleTableProcessor(),
            SourceWriter.inFirstRound("test.Note", "package test;", "", "record Note(String text) {}")),
        FOLLOW_WITH_NOTE);

    Expect.onlyError(compilation, Message.UNSUPPORTED_ATTRIBUTE_TYPE, FOLLOW_WITH_NOTE, 10,
        TypeDiagnosticsTest.unsupportedAttributeType("Follow.note", "test.Note"));
    Expect.count(compilation, Message.UNRESOLVED_TYPE, 0);
  }

  /**
   * Reported once, in the last round (after the note {@link RoundNotes} prints at its start), on
   * the component; javac's own "cannot find symbol" comes too. Tables wait for deferred records,
   * so the valid Mute is not generated either: the build has failed anyway.
   */
  @Covers(Message.UNRESOLVED_TYPE)
  @Test
  void typeThatNeverResolves() {
    RecordingProcessor processor = new RecordingProcessor();
    Compilation compilation = Compiler.compileWith(
        withTwoMoreRounds(new RoundNotes(), processor), FOLLOW_WITH_NOTE, MUTE);

    Expect.only(compilation, Message.UNRESOLVED_TYPE, FOLLOW_WITH_NOTE, 10, "[SingletableUnresolvedType] The type of"
        + " Follow.note never resolved (Note). Check its import, or the processor that should generate it.");
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(FOLLOW_WITH_NOTE).onLine(10);
    List<String> messages = compilation.diagnostics().stream().map(d -> d.getMessage(Locale.ROOT)).toList();
    int lastRoundStarts = messages.indexOf(RoundNotes.LAST_ROUND);
    int reported = messages.indexOf(Expect.withId(compilation, Message.UNRESOLVED_TYPE).get(0).getMessage(Locale.ROOT));
    assertTrue(lastRoundStarts >= 0 && reported > lastRoundStarts, () -> String.join("\n", messages));
    Expect.nothingGenerated(processor);
  }

  /** A record waiting for its type holds back its own table only: another table is generated at once. */
  @Test
  void deferredRecordHoldsBackOnlyItsOwnTable() {
    JavaFileObject audit = Sources.edge("test.Mute", "source = \"MUTER\", target = \"MUTED\", table = \"Audit\"");
    RecordingProcessor processor = new RecordingProcessor();

    Compilation compilation = Compiler.compileWith(
        withTwoMoreRounds(processor), FOLLOW_WITH_NOTE, audit);

    Expect.count(compilation, Message.UNRESOLVED_TYPE, 1);
    Expect.generatedExactly(processor,
        "test.AuditAsyncTable", "test.AuditTable",
        "test.AuditTableProvider",
        "test.MuteAsyncRepository", "test.MuteKeys", "test.MuteMapper", "test.MuteRepository");
  }

  /** Another error explains the build failure: the unresolved type is left to javac's own error. */
  @Test
  void typeThatNeverResolvesIsNotReportedWhenSomethingElseFailed() {
    JavaFileObject bad = Sources.edge("test.Block", "source = \"\", target = \"BLOCKED\"");

    Compilation compilation =
        Compiler.compileWith(withTwoMoreRounds(new SingleTableProcessor()), FOLLOW_WITH_NOTE, bad);

    assertThat(compilation).failed();
    Expect.count(compilation, Message.EMPTY_PREFIX, 1);
    Expect.count(compilation, Message.UNRESOLVED_TYPE, 0);
    Expect.count(compilation, Message.INTERNAL_ERROR, 0);
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(FOLLOW_WITH_NOTE).onLine(10);
  }

  /** The helper writes test.Late once it sees MainTable, which already holds Follow. */
  @Covers(Message.LATE_RECORD)
  @Test
  void recordGeneratedAfterItsTable() {
    SourceWriter late = SourceWriter.after("test.MainTable", "test.Late",
        Sources.edgeLines("test.Late", "source = \"LATE\", target = \"TARGET\""));            // line 7

    RecordingProcessor processor = new RecordingProcessor();
    Compilation compilation = Compiler.compileWith(List.of(processor, late), MUTE);

    Expect.onlyError(compilation, Message.LATE_RECORD, late.written(), 7, "[SingletableLateRecord] Late reached the"
        + " processor after table Main was generated. Generate it in an earlier round, or put it in another table.");
    Expect.generatedExactly(processor, "test.MainAsyncTable", "test.MainTable",
        "test.MainTableProvider",
        "test.MuteAsyncRepository", "test.MuteKeys", "test.MuteMapper", "test.MuteRepository");
  }

  /** The fix the message suggests works: a late record of another table is generated. */
  @Test
  void lateRecordOfAnotherTableIsGenerated() {
    SourceWriter late = SourceWriter.after("test.MainTable", "test.Late",
        Sources.edgeLines("test.Late", "source = \"LATE\", target = \"TARGET\", table = \"Later\""));

    Compilation compilation = Compiler.compileWith(List.of(new SingleTableProcessor(), late), MUTE);

    Expect.succeededGenerating(compilation, "test.LaterTable", "test.LaterTableProvider", "test.LateRepository");
  }

  /** A failure inside the processor is an error on the record it was working on; the others go on. */
  @Covers(Message.INTERNAL_ERROR)
  @Test
  void exceptionInsideTheProcessor() {
    JavaFileObject broken = Sources.edge("test.Broken", "source = \"BROKEN\", target = \"TARGET\""); // line 7
    RecordingProcessor processor = new RecordingProcessor(new SingleTableProcessor(type -> {
      if (type.getSimpleName().contentEquals("Broken")) {
        throw new IllegalStateException("reader failed on purpose");
      }
      return EdgeReader.read(type);
    }));

    Compilation compilation = Compiler.compileWith(List.of(processor), broken, MUTE);

    Expect.count(compilation, Message.INTERNAL_ERROR, 1);
    Diagnostic<? extends JavaFileObject> error = Expect.withId(compilation, Message.INTERNAL_ERROR).get(0);
    String text = error.getMessage(Locale.ROOT);
    assertTrue(text.startsWith("[SingletableInternalError] singletable failed on test.Broken. Please report this with"
        + " the stack trace:"), text);
    assertTrue(text.contains("java.lang.IllegalStateException: reader failed on purpose"), text);
    assertTrue(text.contains("at dev.singletable.processor.RoundsDiagnosticsTest"), text);
    assertThat(compilation).hadErrorContaining("reader failed on purpose").inFile(broken).onLine(7);
    assertThat(compilation).hadErrorCount(1);
    Expect.generatedExactly(processor, "test.MainAsyncTable", "test.MainTable",
        "test.MainTableProvider",
        "test.MuteAsyncRepository", "test.MuteKeys", "test.MuteMapper", "test.MuteRepository");
  }
}
