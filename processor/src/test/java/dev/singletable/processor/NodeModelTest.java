package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.squareup.javapoet.ClassName;
import dev.singletable.layout.End;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.CounterModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ModelFactory;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.read.EdgeReader;
import dev.singletable.processor.read.NodeReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.RoundEnvironment;
import org.junit.jupiter.api.Test;

/**
 * What the node generators will read: the model of the sample-like User, built from the records javac
 * compiled, with its counters resolved to Follow's model and their ends.
 */
class NodeModelTest {

  /** Builds User's model against the edges it is given, in the first round. */
  private static final class Modeller extends HelperProcessor {
    private final boolean withFollow;
    private final List<Optional<NodeModel>> built = new ArrayList<>();

    Modeller(boolean withFollow) {
      this.withFollow = withFollow;
    }

    @Override
    void onRound(RoundEnvironment round) {
      if (built.isEmpty()) {
        List<EdgeModel> edges = withFollow
            ? List.of(ModelFactory.edge(EdgeReader.read(processingEnv.getElementUtils().getTypeElement("test.Follow"))))
            : List.of();
        built.add(ModelFactory.node(NodeReader.read(processingEnv.getElementUtils().getTypeElement("test.User")), edges));
      }
    }
  }

  private static Optional<NodeModel> modelOfUser(boolean withFollow) {
    Modeller modeller = new Modeller(withFollow);
    assertThat(Compiler.compileWith(List.of(modeller), Sources.socialFollow(), Sources.user(
        "@Node.Id String id,",
        "String name,",
        "@Counter(edge = Follow.class, end = End.SOURCE) long following,",
        "@Attribute(\"followerCount\") @Counter(edge = Follow.class, end = End.TARGET) int followers,",
        "@Version long version"))).succeeded();
    return modeller.built.get(0);
  }

  @Test
  void theKeyIsThePrefixAndIdWithTheFixedSortKey() {
    NodeModel user = modelOfUser(true).orElseThrow();

    assertEquals(ClassName.get("test", "User"), user.record());
    assertEquals("Social", user.table());
    assertEquals("id", user.id().component().name());
    assertEquals("USER", user.id().prefix());
    assertEquals(2048, user.id().maxKeyBytes());
    assertEquals("#User", user.sortKey());
    assertEquals("{@code PK = USER#<id>}, {@code SK = #User}.", user.keys().describe());
  }

  @Test
  void componentsKeepTheirRolesAndOnlyPlainOnesAreUpdatable() {
    NodeModel user = modelOfUser(true).orElseThrow();

    assertEquals(List.of(Role.NODE_ID, Role.ATTRIBUTE, Role.COUNTER, Role.COUNTER, Role.VERSION),
        user.components().stream().map(ComponentModel::role).toList());
    assertEquals(List.of("name"), user.attributes().stream().map(ComponentModel::name).toList());
    assertEquals(Optional.of("version"), user.version().map(ComponentModel::attributeName));
  }

  @Test
  void countersPointAtTheEdgeModelAndTheEndTheyCount() {
    List<CounterModel> counters = modelOfUser(true).orElseThrow().counters();

    assertEquals(List.of("following", "followerCount"),
        counters.stream().map(c -> c.component().attributeName()).toList());
    assertEquals(List.of(End.SOURCE, End.TARGET), counters.stream().map(CounterModel::end).toList());
    assertEquals(List.of(ClassName.get("test", "Follow"), ClassName.get("test", "Follow")),
        counters.stream().map(c -> c.edge().record()).toList());
    assertEquals(List.of("from", "to"), counters.stream().map(c -> c.edgeEnd().component().name()).toList());
  }

  /** A counted edge that was rejected has its own error; the node is then left out, not half-built. */
  @Test
  void aNodeWhoseCountedEdgeIsNotModelledHasNoModel() {
    assertEquals(Optional.empty(), modelOfUser(false));
  }
}
