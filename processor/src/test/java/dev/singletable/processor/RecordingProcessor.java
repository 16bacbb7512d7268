package dev.singletable.processor;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Completion;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.FileObject;
import javax.tools.ForwardingFileObject;
import javax.tools.ForwardingJavaFileObject;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;

/**
 * Runs {@link SingleTableProcessor} with a Filer that records every source file and resource it
 * creates and the originating elements it names. compile-testing shows neither: it hides generated
 * files when the build fails, and never shows origins (Gradle uses them to know which outputs to redo
 * when a record changes). {@link #failResources} makes the Filer refuse resources, as a full disk would.
 */
final class RecordingProcessor implements Processor {

  /** One {@code createSourceFile} call: the type's name, its originating elements' names, the text written. */
  record Created(String name, List<String> origins, StringWriter text) {}

  private final Processor delegate;
  private final List<Created> created = new ArrayList<>();
  private final List<Created> resources = new ArrayList<>();
  private String failing;

  RecordingProcessor() {
    this(new SingleTableProcessor());
  }

  RecordingProcessor(SingleTableProcessor delegate) {
    this.delegate = delegate;
  }

  /** Every source file created, in order. */
  List<Created> created() {
    return created;
  }

  /** The names of the source files created, sorted. compile-testing shows none when the build fails; this does. */
  List<String> generated() {
    return created.stream().map(Created::name).sorted().toList();
  }

  /** The resources written (the model files), each named by its location and path, in the order they were closed. */
  List<Created> resources() {
    return resources;
  }

  /** The names of the resources written, in order: {@code CLASS_OUTPUT:META-INF/singletable/...}. */
  List<String> resourcePaths() {
    return resources.stream().map(Created::name).toList();
  }

  /** From now on, creating a resource whose path contains {@code part} fails with "No space left on device". */
  RecordingProcessor failResources(String part) {
    this.failing = part;
    return this;
  }

  /** The text written to the source file {@code name}. */
  String contents(String name) {
    for (Created file : created) {
      if (file.name().equals(name)) {
        return file.text().toString();
      }
    }
    throw new AssertionError(name + " was not generated; these were: " + generated());
  }

  @Override
  public void init(ProcessingEnvironment environment) {
    delegate.init(new Environment(environment, new RecordingFiler(environment.getFiler())));
  }

  @Override
  public Set<String> getSupportedOptions() {
    return delegate.getSupportedOptions();
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return delegate.getSupportedAnnotationTypes();
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return delegate.getSupportedSourceVersion();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    return delegate.process(annotations, round);
  }

  @Override
  public Iterable<? extends Completion> getCompletions(
      Element element, AnnotationMirror annotation, ExecutableElement member, String userText) {
    return delegate.getCompletions(element, annotation, member, userText);
  }

  private final class RecordingFiler implements Filer {
    private final Filer filer;

    RecordingFiler(Filer filer) {
      this.filer = filer;
    }

    @Override
    public JavaFileObject createSourceFile(CharSequence name, Element... origins) throws IOException {
      List<String> names = new ArrayList<>();
      for (Element origin : origins) {
        names.add(((TypeElement) origin).getQualifiedName().toString());
      }
      JavaFileObject source = filer.createSourceFile(name, origins);
      StringWriter text = new StringWriter();
      created.add(new Created(name.toString(), names, text));
      return new ForwardingJavaFileObject<>(source) {
        @Override
        public Writer openWriter() throws IOException {
          Writer file = super.openWriter();
          return new Writer() {
            @Override
            public void write(char[] chars, int offset, int length) throws IOException {
              text.write(chars, offset, length);
              file.write(chars, offset, length);
            }

            @Override
            public void flush() throws IOException {
              file.flush();
            }

            @Override
            public void close() throws IOException {
              file.close();
            }
          };
        }
      };
    }

    @Override
    public JavaFileObject createClassFile(CharSequence name, Element... origins) throws IOException {
      throw new UnsupportedOperationException("the processor writes sources only, not " + name);
    }

    @Override
    public FileObject createResource(JavaFileManager.Location location, CharSequence pkg, CharSequence relativeName,
        Element... origins) throws IOException {
      if (failing != null && relativeName.toString().contains(failing)) {
        throw new IOException("No space left on device");
      }
      List<String> names = new ArrayList<>();
      for (Element origin : origins) {
        names.add(((TypeElement) origin).getQualifiedName().toString());
      }
      FileObject resource = filer.createResource(location, pkg, relativeName, origins);
      StringWriter text = new StringWriter();
      Created written = new Created(location.getName() + ":" + relativeName, names, text);
      return new ForwardingFileObject<>(resource) {
        @Override
        public OutputStream openOutputStream() throws IOException {
          OutputStream file = super.openOutputStream();
          return new OutputStream() {
            private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

            @Override
            public void write(int b) throws IOException {
              bytes.write(b);
              file.write(b);
            }

            @Override
            public void write(byte[] b, int offset, int length) throws IOException {
              bytes.write(b, offset, length);
              file.write(b, offset, length);
            }

            @Override
            public void close() throws IOException {
              text.write(bytes.toString(StandardCharsets.UTF_8));
              file.close();
              resources.add(written);
            }
          };
        }
      };
    }

    @Override
    public FileObject getResource(JavaFileManager.Location location, CharSequence pkg, CharSequence relativeName)
        throws IOException {
      return filer.getResource(location, pkg, relativeName);
    }
  }

  /** javac's environment with the recording Filer. */
  private record Environment(ProcessingEnvironment environment, Filer filer) implements ProcessingEnvironment {
    @Override
    public Map<String, String> getOptions() {
      return environment.getOptions();
    }

    @Override
    public Messager getMessager() {
      return environment.getMessager();
    }

    @Override
    public Filer getFiler() {
      return filer;
    }

    @Override
    public Elements getElementUtils() {
      return environment.getElementUtils();
    }

    @Override
    public Types getTypeUtils() {
      return environment.getTypeUtils();
    }

    @Override
    public SourceVersion getSourceVersion() {
      return environment.getSourceVersion();
    }

    @Override
    public Locale getLocale() {
      return environment.getLocale();
    }

    @Override
    public boolean isPreviewEnabled() {
      return environment.isPreviewEnabled();
    }
  }
}
