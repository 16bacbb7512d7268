package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.validate.Message;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Every problem of a record is reported in one build; nothing is generated for it; the others go on. */
class ReportEverythingTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  @Test
  void everyProblemOfARecordInOneBuildAndTheValidRecordBesideIt() {
    JavaFileObject follow = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(",
        "    source = \"AC#TOR\",",                                                // line 6
        "    target = \"TARGET\")",
        "record Follow(",                                                         // line 8
        "    @Edge.Source String follower,",
        "    String followee,",
        "    Object note) {}");                                                    // line 11
    JavaFileObject mute = JavaFileObjects.forSourceLines("test.Mute",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"MUTER\", target = \"MUTED\", invertedIndex = \"GSI1\")",
        "record Mute(@Edge.Source String muter, @Edge.Target String muted) {}");

    Compilation compilation = Compiler.compile(processor, follow, mute);

    assertThat(compilation).hadErrorCount(3);
    assertThat(compilation).hadErrorContaining(Message.PREFIX_WITH_DELIMITER.id()).inFile(follow).onLine(6);
    assertThat(compilation).hadErrorContaining(Message.MISSING_TARGET.id()).inFile(follow).onLine(8);
    assertThat(compilation).hadErrorContaining(Message.UNSUPPORTED_ATTRIBUTE_TYPE.id()).inFile(follow).onLine(11);
    assertEquals(List.of("test.MainTable", "test.MuteItemMapper", "test.MuteKeys", "test.MuteRepository"),
        processor.generated());
    String table = processor.contents("test.MainTable");
    assertFalse(table.contains("Follow"), table);
  }
}
