package dev.singletable.benchmarks.javac;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.benchmarks.javac.PeerJavacTime.Peer;
import dev.singletable.benchmarks.javac.PeerJavacTime.Setup;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** PeerJavacTime's three source sets, for two types, compile with their processor and with -proc:none. */
class PeerJavacTimeTest {
  @TempDir
  Path root;

  @Test
  void eachProcessorGeneratesItsTypesAndTheSourcesCompileWithout() throws Exception {
    assertGenerates(Peer.SINGLETABLE, "Edge0Mapper.java", "Edge1Mapper.java", "Table0Table.java");
    assertGenerates(Peer.IMMUTABLES, "ImmutableEdge0.java", "ImmutableEdge1.java");
    assertGenerates(Peer.AUTO_VALUE, "AutoValue_Edge0.java", "AutoValue_Edge1.java");
  }

  private void assertGenerates(Peer peer, String... expected) throws Exception {
    Setup setup = Setup.of(peer, root, 2);
    setup.round(root, true);
    List<String> names = PeerJavacTime.javaFiles(setup.generated()).stream()
        .map(file -> file.getFileName().toString()).collect(Collectors.toList());
    for (String name : expected) {
      assertTrue(names.contains(name), peer + " generated " + names + ", not " + name);
    }
  }
}
