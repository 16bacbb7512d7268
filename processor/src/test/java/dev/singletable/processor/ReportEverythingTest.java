package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Every problem of a record is reported in one build; nothing is generated for it; the others go on. */
class ReportEverythingTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  @Test
  void everyProblemOfARecordInOneBuildAndTheValidRecordBesideIt() {
    JavaFileObject follow = Sources.source("test.Follow",
        "@Edge(",
        "    source = \"AC#TOR\",",                                                // line 7
        "    target = \"TARGET\")",
        "record Follow(",                                                         // line 9
        "    @Edge.Source String follower,",
        "    String followee,",
        "    Object note) {}");                                                    // line 12
    JavaFileObject mute = Sources.edge("test.Mute", "source = \"MUTER\", target = \"MUTED\", invertedIndex = \"GSI1\"");

    Compilation compilation = Compiler.compile(processor, follow, mute);

    assertThat(compilation).hadErrorCount(3);
    assertThat(compilation).hadErrorContaining(Message.PREFIX_WITH_DELIMITER.id()).inFile(follow).onLine(7);
    assertThat(compilation).hadErrorContaining(Message.MISSING_TARGET.id()).inFile(follow).onLine(9);
    assertThat(compilation).hadErrorContaining(Message.UNSUPPORTED_ATTRIBUTE_TYPE.id()).inFile(follow).onLine(12);
    Expect.generatedExactly(processor, "test.MainAsyncTable", "test.MainTable",
        "test.MainTableProvider",
        "test.MuteAsyncRepository", "test.MuteKeys", "test.MuteMapper", "test.MuteRepository");
    String table = processor.contents("test.MainTable");
    assertFalse(table.contains("Follow"), table);
  }
}
