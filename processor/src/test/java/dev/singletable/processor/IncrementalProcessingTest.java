package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * What Gradle's incremental compilation relies on: the processor's declared category, and the
 * originating elements it hands to the Filer for each file.
 */
class IncrementalProcessingTest {

  /**
   * Aggregating, not isolating: an isolating processor makes each file from one annotated element,
   * but a table class is made from every record of its table, and which records those are is only
   * known once all of them are seen (a record joins the default table {@code Main} by saying nothing).
   */
  @Test
  void gradleMetadataDeclaresAnAggregatingProcessor() throws IOException {
    List<URL> found = Collections.list(getClass().getClassLoader()
        .getResources("META-INF/gradle/incremental.annotation.processors"));
    assertEquals(1, found.size(), found::toString);
    String declared;
    try (InputStream in = found.get(0).openStream()) {
      declared = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertEquals("dev.singletable.processor.SingleTableProcessor,aggregating", declared.strip());
  }

  /** The class Gradle's metadata names is the one javac finds through the service file. */
  @Test
  void serviceFileNamesTheSameProcessor() throws IOException {
    String services;
    try (InputStream in = getClass().getClassLoader()
        .getResourceAsStream("META-INF/services/javax.annotation.processing.Processor")) {
      services = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertEquals(List.of(SingleTableProcessor.class.getName()), services.lines().map(String::strip).toList());
  }

  /**
   * Each record's files name that record; a table class names every record of its table (one
   * output from many inputs: what makes the processor aggregating), and so do the table's model files. Follow waits a round for the
   * helper's Note, so files are written in two rounds; none is written twice.
   */
  @Test
  void eachFileNamesTheRecordsItIsMadeFromAndIsWrittenOnce() {
    RecordingProcessor recording = new RecordingProcessor();
    Compilation compilation = Compiler.compileWith(List.of(recording,
            SourceWriter.inFirstRound("test.Note", "package test;", "", "enum Note { SHORT, LONG }")),
        Sources.source("test.Follow",
            "@Edge(source = \"ACTOR\", target = \"TARGET\", invertedIndex = \"GSI1\")",
            "record Follow(@Edge.Source String follower, @Edge.Target String followee, Note note) {}"),
        Sources.edge("test.Mute", "source = \"MUTER\", target = \"MUTED\""),
        Sources.edge("test.shop.Order", "source = \"CUSTOMER\", target = \"ORDER\", table = \"Shop\""));

    assertThat(compilation).succeededWithoutWarnings();
    Map<String, List<String>> origins = new TreeMap<>();
    recording.created().forEach(file -> assertNull(origins.put(file.name(), file.origins()),
        file.name() + " was created twice"));
    assertEquals(Map.ofEntries(
        Map.entry("test.FollowAsyncRepository", List.of("test.Follow")),
        Map.entry("test.FollowCondition", List.of("test.Follow")),
        Map.entry("test.FollowKeys", List.of("test.Follow")),
        Map.entry("test.FollowMapper", List.of("test.Follow")),
        Map.entry("test.FollowRepository", List.of("test.Follow")),
        Map.entry("test.FollowUpdate", List.of("test.Follow")),
        Map.entry("test.MainAsyncTable", List.of("test.Follow", "test.Mute")),
        Map.entry("test.MainTable", List.of("test.Follow", "test.Mute")),
        Map.entry("test.MainTableProvider", List.of("test.Follow", "test.Mute")),
        Map.entry("test.MuteAsyncRepository", List.of("test.Mute")),
        Map.entry("test.MuteKeys", List.of("test.Mute")),
        Map.entry("test.MuteMapper", List.of("test.Mute")),
        Map.entry("test.MuteRepository", List.of("test.Mute")),
        Map.entry("test.shop.OrderAsyncRepository", List.of("test.shop.Order")),
        Map.entry("test.shop.OrderKeys", List.of("test.shop.Order")),
        Map.entry("test.shop.OrderMapper", List.of("test.shop.Order")),
        Map.entry("test.shop.OrderRepository", List.of("test.shop.Order")),
        Map.entry("test.shop.ShopAsyncTable", List.of("test.shop.Order")),
        Map.entry("test.shop.ShopTable", List.of("test.shop.Order")),
        Map.entry("test.shop.ShopTableProvider", List.of("test.shop.Order"))), origins);
    Map<String, List<String>> models = new TreeMap<>();
    recording.resources().forEach(file -> assertNull(models.put(file.name(), file.origins()),
        file.name() + " was written twice"));
    assertEquals(17, models.size(), "a descriptor and 7 exports per table, one service file: " + models.keySet());
    assertEquals(List.of("test.Follow", "test.Mute", "test.shop.Order"),
        models.remove("CLASS_OUTPUT:META-INF/services/dev.singletable.runtime.TableProvider").stream().sorted().toList(),
        "the service file names every table's records");
    models.forEach((name, from) -> assertEquals(name.contains("test.shop.ShopTable") ? List.of("test.shop.Order")
        : List.of("test.Follow", "test.Mute"), from, name));
  }
}
