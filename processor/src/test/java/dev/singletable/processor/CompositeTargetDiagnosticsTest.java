package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What makes no sense with a composite sort key (several {@code @Edge.Target} components): a component
 * whose key text does not sort as its values do, a box that could be null, an inverted index, and a
 * counter of the target end. Each is reported at its element, and the record generates nothing.
 */
class CompositeTargetDiagnosticsTest {
  private final RecordingProcessor processor = new RecordingProcessor();

  @Covers(Message.UNORDERED_TARGET_COMPONENT)
  @Test
  void aComponentWhoseKeyTextDoesNotSort() {
    JavaFileObject source = Sources.follow(
        "@Edge.Source String follower,",
        "@Edge.Target String followee,",
        "@Edge.Target double weight");                                            // line 10

    Compilation compilation = Compiler.compile(processor, source);

    // Reported once, as a part of the sort key, not also as an unsupported id.
    Expect.onlyError(compilation, Message.UNORDERED_TARGET_COMPONENT, source, 10,
        "[SingletableUnorderedTargetComponent] The @Edge.Target components of a composite sort key must have a key"
            + " text that sorts as their values do: String, UUID, int, long, an enum, Instant or LocalDate;"
            + " Follow.weight is double. Change its type to one of these, or take @Edge.Target off it.");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.NULLABLE_TARGET_COMPONENT)
  @Test
  void aBoxThatCouldBeNull() {
    JavaFileObject source = Sources.follow(
        "@Edge.Source String follower,",
        "@Edge.Target String followee,",
        "@Edge.Target Long rank");                                                // line 10

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.NULLABLE_TARGET_COMPONENT, source, 10,
        "[SingletableNullableTargetComponent] The @Edge.Target components of a composite sort key are parts of the"
            + " key, which cannot be null; Follow.rank is java.lang.Long, a box that can be. Declare it as"
            + " 'long rank'.");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.COMPOSITE_TARGET_INVERTED)
  @Test
  void anInvertedIndex() {
    JavaFileObject source = Sources.node("test.Follow",
        "@Edge(source = \"ACTOR\", target = \"TARGET\", invertedIndex = \"GSI1\")",      // line 6
        "record Follow(@Edge.Source String follower, @Edge.Target String followee, @Edge.Target int rank) {}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.COMPOSITE_TARGET_INVERTED, source, 6,
        "[SingletableCompositeTargetInverted] An inverted index lists the edges into one target, but Follow has a"
            + " composite sort key (@Edge.Target on followee, rank), so no node is its target; it has"
            + " invertedIndex = \"GSI1\". Remove invertedIndex (and listFromTarget, invertedIndexShards), or keep"
            + " @Edge.Target on one component.");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.COMPOSITE_TARGET_COUNTED)
  @Test
  void aCounterOfTheTargetEnd() {
    JavaFileObject step = Sources.node("test.Step",
        "@Edge(source = \"USER\", target = \"STEP\", table = \"Social\")",
        "record Step(@Edge.Source String user, @Edge.Target String day, @Edge.Target int hour) {}");
    JavaFileObject user = Sources.node("test.User",
        "@Node(prefix = \"USER\", table = \"Social\")",
        "record User(@Node.Id String id,",
        "    @Counter(edge = Step.class, end = End.TARGET) long steps) {}");            // line 8

    Compilation compilation = Compiler.compile(processor, step, user);

    Expect.onlyError(compilation, Message.COMPOSITE_TARGET_COUNTED, user, 8,
        "[SingletableCompositeTargetCounted] A counter of the TARGET end counts the edges into one target node, but"
            + " Step has a composite sort key (@Edge.Target on day, hour), so no node is its target; User.steps counts"
            + " its TARGET end. Count its SOURCE end, or keep @Edge.Target on one component of Step.");
    assertThat(compilation).hadErrorCount(1);
  }
}
